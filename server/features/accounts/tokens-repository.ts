// The live one-time secrets of the account flows (the `account_tokens` table), one per user and purpose,
// for account-tokens.ts, which makes and checks them; only their keyed hashes are stored.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AccountTokensTable, TokenPurpose } from './tables.ts';

export type StoredToken = Selectable<AccountTokensTable>;

export class TokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  live(userId: number, purpose: TokenPurpose): Promise<StoredToken | undefined> {
    return this.db.selectFrom('account_tokens').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose).executeTakeFirst();
  }

  /** Stores the purpose's secret, replacing any earlier one in the same statement, so two requests at once leave one. */
  async replace(token: Omit<Insertable<AccountTokensTable>, 'tries'>): Promise<void> {
    const { user_id, purpose, ...row } = token;
    await this.db
      .insertInto('account_tokens')
      .values({ user_id, purpose, ...row, tries: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'purpose']).doUpdateSet({ ...row, tries: 0 }))
      .execute();
  }

  async remove(userId: number, purpose: TokenPurpose): Promise<void> {
    await this.db.deleteFrom('account_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
  }

  /**
   * Uses the secret up: deletes it when it is still the one with `secretHash` (and has fewer than `maxTries`
   * wrong tries, when given). True for the one caller whose delete removed it.
   */
  async use(userId: number, purpose: TokenPurpose, secretHash: string, maxTries?: number): Promise<boolean> {
    let used = this.db
      .deleteFrom('account_tokens')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('secret_hash', '=', secretHash);
    if (maxTries !== undefined) used = used.where('tries', '<', maxTries);
    return Number((await used.executeTakeFirst()).numDeletedRows) === 1;
  }

  /** Counts a wrong try against the secret with `secretHash`. */
  async countWrongTry(userId: number, purpose: TokenPurpose, secretHash: string): Promise<void> {
    await this.db
      .updateTable('account_tokens')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('secret_hash', '=', secretHash)
      .execute();
  }

  async removeAll(userId: number): Promise<void> {
    await this.db.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
  }
}
