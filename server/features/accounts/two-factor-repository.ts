// The second factor's storage (migration 0034): the TOTP secrets beside the account, the last time step a code
// was taken at, and the hashes of the recovery codes. Turning it on or off is one transaction with its line in
// the history, as a change of the account's `twoFactor`.
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import { encodeValue } from '../../db/codec.ts';
import type { HistoryRecorder } from '../history/recorder.ts';

export interface TotpState {
  on: boolean;
  /** The secret codes are checked against: the confirmed one while on, the one set up while off. */
  secret: string | null;
  lastStep: number | null;
}

export class TwoFactorRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly history: HistoryRecorder | undefined,
  ) {}

  async state(userId: number): Promise<TotpState | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret', 'totp_last_step'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const on = row.totp_secret !== null;
    return {
      on,
      secret: on ? row.totp_secret : row.totp_pending_secret,
      lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    };
  }

  /** Keeps a new secret waiting for its first code; false when the second factor is on already. */
  async setPending(userId: number, secret: string): Promise<boolean> {
    const set = await this.db
      .updateTable('users')
      .set({ totp_pending_secret: secret })
      .where('id', '=', userId)
      .where('totp_secret', 'is', null)
      .executeTakeFirst();
    return Number(set.numUpdatedRows) > 0;
  }

  /** Takes a code of time step `step`, unless one of that step or a later one was taken: each code works once. */
  async takeStep(userId: number, step: number): Promise<boolean> {
    const taken = await this.db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) > 0;
  }

  /** Uses up the recovery code of hash `codeHash`; false when the account has no such unused code. */
  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const used = await this.db
      .deleteFrom('recovery_codes')
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    return Number(used.numDeletedRows) > 0;
  }

  /**
   * Turns the second factor on with the secret set up (`secret`, whose code of time step `step` was just
   * given) and the recovery codes of `codeHashes`; false when that secret is no longer the one waiting.
   */
  async turnOn(userId: number, secret: string, step: number, codeHashes: string[]): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const set = await trx
        .updateTable('users')
        .set({
          totp_secret: secret,
          totp_pending_secret: null,
          totp_last_step: step,
          two_factor: encodeValue('boolean', true, this.dialect) as boolean,
        })
        .where('id', '=', userId)
        .where('totp_secret', 'is', null)
        .where('totp_pending_secret', '=', secret)
        .executeTakeFirst();
      if (Number(set.numUpdatedRows) === 0) return false;
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('recovery_codes')
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
        .execute();
      await this.recordSwitch(trx, userId, true);
      return true;
    });
  }

  /** Turns the second factor off and forgets its secrets and codes; false when it was off. */
  async turnOff(userId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const set = await trx
        .updateTable('users')
        .set({
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          two_factor: encodeValue('boolean', false, this.dialect) as boolean,
        })
        .where('id', '=', userId)
        .where('totp_secret', 'is not', null)
        .executeTakeFirst();
      if (Number(set.numUpdatedRows) === 0) return false;
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      // A code no longer stands for a second step: REQUIRE_2FA asks for one again (a passkey's sessions still count).
      await trx
        .updateTable('sessions')
        .set({ signed_in_with: 'password' })
        .where('user_id', '=', userId)
        .where('signed_in_with', '=', 'code')
        .execute();
      await this.recordSwitch(trx, userId, false);
      return true;
    });
  }

  private async recordSwitch(trx: Kysely<Database>, userId: number, on: boolean): Promise<void> {
    if (!this.history) return;
    const { username } = await trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
    await this.history.recordOther(trx, userId, username, { twoFactor: !on }, { twoFactor: on });
  }
}
