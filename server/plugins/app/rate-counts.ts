// @fastify/rate-limit's store over the `rate_counts` table (rate-count-repository.ts), so that every
// instance of the portal on one database counts the same requests.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { countUse, readCount } from './rate-count-repository.ts';

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
