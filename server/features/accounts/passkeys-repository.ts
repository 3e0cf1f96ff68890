// The passkeys of the accounts and the challenges of their ceremonies (migration 0036).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface StoredPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export class PasskeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps a challenge handed out until `expiresAt`: for `userId`'s registration, or for a sign-in (null). */
  async saveChallenge(challenge: string, userId: number | null, expiresAt: number): Promise<void> {
    await this.db.deleteFrom('passkey_challenges').where('expires_at', '<', Date.now()).execute();
    await this.db.insertInto('passkey_challenges').values({ challenge, user_id: userId, expires_at: expiresAt }).execute();
  }

  /** Takes the challenge if it was handed out for `userId` (null: a sign-in) and is not spent nor expired: each works once. */
  async takeChallenge(challenge: string, userId: number | null, now: number): Promise<boolean> {
    let q = this.db.deleteFrom('passkey_challenges').where('challenge', '=', challenge).where('expires_at', '>', now);
    q = userId === null ? q.where('user_id', 'is', null) : q.where('user_id', '=', userId);
    return Number((await q.executeTakeFirst()).numDeletedRows) > 0;
  }

  /** Keeps a passkey made on the browser `userAgent` names. */
  async add(passkey: StoredPasskey, userAgent: string | null, now: number): Promise<void> {
    await this.db
      .insertInto('passkeys')
      .values({
        user_id: passkey.userId,
        credential_id: passkey.credentialId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports.join(',') || null,
        user_agent: userAgent?.slice(0, 300) ?? null,
        created_at: now,
      })
      .execute();
  }

  async byCredential(credentialId: string): Promise<StoredPasskey | undefined> {
    const row = await this.db
      .selectFrom('passkeys')
      .select(['user_id', 'credential_id', 'public_key', 'counter', 'transports'])
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
    return row && this.passkeyOf(row);
  }

  async ofUser(userId: number): Promise<StoredPasskey[]> {
    const rows = await this.db
      .selectFrom('passkeys')
      .select(['user_id', 'credential_id', 'public_key', 'counter', 'transports'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => this.passkeyOf(row));
  }

  /** The account's passkeys as its profile lists them, oldest first. */
  async listed(userId: number): Promise<Array<{ id: number; userAgent: string | null; createdAt: number }>> {
    const rows = await this.db
      .selectFrom('passkeys')
      .select(['id', 'user_agent', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, userAgent: row.user_agent, createdAt: Number(row.created_at) }));
  }

  /** Removes the account's passkey `id`; false when the account has none of that id. */
  async remove(userId: number, id: number): Promise<boolean> {
    const { numDeletedRows } = await this.db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(numDeletedRows) > 0;
  }

  async setCounter(credentialId: string, counter: number): Promise<void> {
    await this.db.updateTable('passkeys').set({ counter }).where('credential_id', '=', credentialId).execute();
  }

  private passkeyOf(row: {
    user_id: number;
    credential_id: string;
    public_key: string;
    counter: number | string;
    transports: string | null;
  }) {
    return {
      userId: row.user_id,
      credentialId: row.credential_id,
      publicKey: row.public_key,
      counter: Number(row.counter),
      transports: row.transports ? row.transports.split(',') : [],
    };
  }
}
