// Fixed-window counts kept in the database (the `rate_counts` table), shared by every instance of the
// portal on one database: @fastify/rate-limit's store, and the budget of SMS codes per phone number.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface RateCountsTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch; pg returns bigint as text. */
  window_start: number | string;
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

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over `rate_counts`; each limited route counts under its own prefix. */
export function databaseStore(db: Kysely<Database>) {
  return class DatabaseStore {
    readonly prefix: string;
    /** The plugin passes its options first; a route's child store passes its prefix after them. */
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      countUse(db, this.prefix + key, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback, timeWindow: number): void {
      readCount(db, this.prefix + key, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }
    // The plugin passes the route's options with `routeInfo` (its types name a different shape).
    child(routeOptions: object): DatabaseStore {
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } }).routeInfo;
      return new DatabaseStore(undefined, `${method} ${url} `);
    }
  };
}
