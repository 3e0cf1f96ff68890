// Scheduled jobs run once per scheduled time however many instances share the database: each instance's
// timer fires, and the one whose insert of (job, time) lands runs it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** True for the one caller that claims `job` at `at`. */
export async function claimRun(db: Kysely<Database>, job: string, at: Date): Promise<boolean> {
  const slot = new Date(Math.round(at.getTime() / 1000) * 1000).toISOString();
  const result = await db
    .insertInto('job_runs')
    .values({ job, slot, started_at: Date.now() })
    .onConflict((c) => c.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
