// The backups' own table (migration 0014): which instance claimed each scheduled backup.
export interface JobRunsTable {
  job: string;
  /** The scheduled time, to the second (every instance's timer names the same one). */
  slot: string;
  started_at: number;
}

export interface BackupsTables {
  job_runs: JobRunsTable;
}
