// The password tries of the last minutes (the `signin_attempts` table), for the sign-in throttle
// (signin-throttle.ts): counted and reserved inside one transaction that holds the account and the address.
import { sql, type Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';

/** What the throttle may do while it holds an account and an address. */
export interface HeldAttempts {
  /** The times of the newest tries since `since` (at most `limit`, newest first), of the username, the address, or both. */
  recent(since: number, where: { username?: string; address?: string }, limit: number): Promise<Array<number | string>>;
  /** Forgets every try at or before `before`. */
  forget(before: number): Promise<void>;
  /** Records a try; its id, to take it back. */
  reserve(username: string, address: string, at: number): Promise<number>;
}

export class SigninAttemptsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Runs `work` in one transaction that holds `username` and `address`: SQLite runs one transaction at a
   * time; PostgreSQL takes an advisory lock on each (always in this order) until the commit.
   */
  hold<T>(username: string, address: string, work: (attempts: HeldAttempts) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${`signin-account:${username}`}))`.execute(trx);
        await sql`select pg_advisory_xact_lock(hashtext(${`signin-address:${address}`}))`.execute(trx);
      }
      return work({
        async recent(since, where, limit) {
          let q = trx.selectFrom('signin_attempts').select('tried_at').where('tried_at', '>', since);
          if (where.username !== undefined) q = q.where('username', '=', where.username);
          if (where.address !== undefined) q = q.where('address', '=', where.address);
          return (await q.orderBy('tried_at', 'desc').limit(limit).execute()).map((r) => r.tried_at);
        },
        async forget(before) {
          await trx.deleteFrom('signin_attempts').where('tried_at', '<=', before).execute();
        },
        async reserve(username, address, at) {
          const row = await trx
            .insertInto('signin_attempts')
            .values({ username, address, tried_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          return Number(row.id);
        },
      });
    });
  }

  /** Takes back the try `id`. */
  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('signin_attempts').where('id', '=', id).execute();
  }
}
