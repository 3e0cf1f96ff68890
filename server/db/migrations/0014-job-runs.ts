// One row per run of a scheduled job (a backup at 03:00): the instance that inserts it runs the job, the
// others, sharing the database, find the row taken and skip that run.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function jobRuns(_dialect: Dialect): Migration {
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
    },
  };
}
