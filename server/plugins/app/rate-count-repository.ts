// Fixed-window counts kept in the database (the `rate_counts` table), shared by every instance of the
// portal on one database: what @fastify/rate-limit's store (rate-counts.ts) and the budget of SMS codes per
// phone number count with.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface RateCountsTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch; pg returns bigint as text. */
  window_start: number | string;
}

export interface RateCountsTables {
  rate_counts: RateCountsTable;
}

/** The longest window any limit uses; rows older than that count for nothing and are swept. */
const SWEEP_AFTER_MS = 24 * 3_600_000;

/** Counts one use of `key` in its current window (a new window once the last is over), in one statement. */
export async function countUse(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; resetAt: number }> {
  const expired = sql<boolean>`rate_counts.window_start + ${windowMs} <= ${now}`;
  const row = await db
    .insertInto('rate_counts')
    .values({ key, count: 1, window_start: now })
    .onConflict((c) =>
      c.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_counts.count + 1 end`,
        window_start: sql`case when ${expired} then ${now} else rate_counts.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  // Now and then, not on every call: the sweep is a range delete on an index.
  if (Math.random() < 0.01)
    await db
      .deleteFrom('rate_counts')
      .where('window_start', '<', now - SWEEP_AFTER_MS)
      .execute();
  return { count: Number(row.count), resetAt: Number(row.window_start) + windowMs };
}

/** The count of `key` in its current window, without counting. */
export async function readCount(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; resetAt: number }> {
  const row = await db.selectFrom('rate_counts').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.window_start) + windowMs <= now) return { count: 0, resetAt: now };
  return { count: Number(row.count), resetAt: Number(row.window_start) + windowMs };
}
