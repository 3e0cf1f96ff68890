// What instances behind one proxy must share, kept in the database rather than in a process:
// - job_runs: one row per run of a scheduled job (a backup at 03:00): the instance that inserts it runs the
//   job, the others find the row taken and skip that run;
// - rate_counts: the limits against floods (sign-ups, reset mails, SMS codes per address and per number),
//   one row per key and window.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function sharedJobsAndLimits(_dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('job_runs')
        .addColumn('job', 'varchar(40)', (c) => c.notNull())
        .addColumn('slot', 'varchar(40)', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_runs_pk', ['job', 'slot'])
        .execute();
      await db.schema
        .createTable('rate_counts')
        .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_counts_window_start').on('rate_counts').column('window_start').execute();
    },
  };
}
