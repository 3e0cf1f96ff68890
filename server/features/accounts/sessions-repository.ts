// The sessions of the accounts (migration 0035): one row per sign-in, named by its tokens' `sid`. A session
// whose row is gone is ended; a new token version (logout, a new password) ends them all.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SignedInWith } from './tables.ts';

export interface StoredSession {
  id: number;
  userAgent: string | null;
  createdAt: number;
  lastSeenAt: number;
}

/** How long a session's last use may be stale before it is written again: a write per request would cost more than it tells. */
export const SEEN_EVERY_MS = 5 * 60_000;

/** The column's size: a User-Agent longer than that names its browser and system well before its end. */
const USER_AGENT_KEPT = 300;

export class SessionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** How long a session's token lives (JWT_TTL): an older session has ended. */
    private readonly ttlMs: number,
  ) {}

  /**
   * A new session of `userId` on the browser of `userAgent`, signed in with `signedInWith`; the user's sessions
   * whose tokens have expired are forgotten.
   */
  async open(userId: number, userAgent: string | undefined, signedInWith: SignedInWith, now: number): Promise<number> {
    await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('created_at', '<', now - this.ttlMs)
      .execute();
    const row = await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        user_agent: userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
        signed_in_with: signedInWith,
        created_at: now,
        last_seen_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** The user's open sessions at `now`, the last used first. */
  async of(userId: number, now: number): Promise<StoredSession[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('created_at', '>=', now - this.ttlMs)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({ id: r.id, userAgent: r.user_agent, createdAt: Number(r.created_at), lastSeenAt: Number(r.last_seen_at) }));
  }

  /** Notes the session's use at `now`, when its last use is older than SEEN_EVERY_MS. */
  async seen(id: number, now: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('id', '=', id)
      .where('last_seen_at', '<', now - SEEN_EVERY_MS)
      .execute();
  }

  /**
   * Ends every session of the user but `keep`, in one transaction: the others' rows go, and the token version
   * moves on, which also ends tokens older than the sessions table. The kept session needs a new token. With
   * `keptSignedInWith`, the kept session counts as signed in that way from now on (the second factor it has
   * just shown, turning it on).
   */
  async endOthers(userId: number, keep: number, keptSignedInWith?: SignedInWith): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keep).execute();
      if (keptSignedInWith) await trx.updateTable('sessions').set({ signed_in_with: keptSignedInWith }).where('id', '=', keep).execute();
      await trx
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
    });
  }
}
