// Every SQL statement of the phones' notifications: the devices' subscriptions, and the queue of new notices told
// to them, one row per notice and account.
import { sql, type Kysely } from 'kysely';
import type { PushDevice } from '../../../common/generated/api.ts';
import type { Language } from '../../../common/model/languages.ts';
import { decodeValue, encodeValue } from '../../db/codec.ts';
import type { Database, Dialect } from '../../db/database.ts';
import { familyAccountIds } from '../accounts/repository.ts';

/** A device of an account, as web-push takes it. */
export interface Device {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export class PushRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** Records the device for the account; a device another account had moves to this one (the phone changed hands). */
  async save(userId: number, { endpoint, keys }: PushDevice, now: number): Promise<void> {
    const values = { user_id: userId, p256dh: keys.p256dh, auth: keys.auth };
    await this.db
      .insertInto('push_subscriptions')
      .values({ ...values, endpoint, created_at: now })
      .onConflict((c) => c.column('endpoint').doUpdateSet(values))
      .execute();
  }

  /** Forgets the device: of the account only when `userId` is given (the account's own call), else whoever had it. */
  async remove(endpoint: string, userId?: number): Promise<void> {
    let query = this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    await query.execute();
  }

  async devicesOf(userId: number): Promise<Device[]> {
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
  }

  /**
   * Queues the notice for every active family account with a device that has not turned notices off; an account
   * that already has it keeps its row. Returns how many were queued.
   */
  async enqueueNotice(notificationId: number, now: number): Promise<number> {
    const readers = this.db
      .selectFrom('users as u')
      .leftJoin('reminder_settings as s', 's.user_id', 'u.id')
      .where('u.id', 'in', familyAccountIds(this.db))
      .where('u.id', 'in', this.db.selectFrom('push_subscriptions').select('user_id'))
      .where((eb) => eb.or([eb('s.notices', 'is', null), eb('s.notices', '=', encodeValue('boolean', true, this.dialect) as boolean)]))
      .select([
        sql.lit(notificationId).as('notification_id'),
        'u.id as user_id',
        sql.lit('pending').as('state'),
        sql.lit(now).as('next_attempt_at'),
      ]);
    const result = await this.db
      .insertInto('notice_pushes')
      .columns(['notification_id', 'user_id', 'state', 'next_attempt_at'])
      .expression(readers)
      .onConflict((c) => c.columns(['notification_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** The queued notices `ids`: the reader's language and whether they still want notices, and the notice. */
  async noticePushes(ids: readonly number[]) {
    const rows = await this.db
      .selectFrom('notice_pushes as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .innerJoin('notifications as n', 'n.id', 'p.notification_id')
      .leftJoin('reminder_settings as s', 's.user_id', 'p.user_id')
      .select(['p.id', 'p.user_id', 'u.language', 's.notices', 'n.id as noticeId', 'n.subject', 'n.description'])
      .where('p.id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      userId: Number(r.user_id),
      language: (r.language ?? 'ar') as Language,
      wanted: r.notices === null || (decodeValue('boolean', r.notices) as boolean),
      notice: { id: Number(r.noticeId), subject: r.subject, description: r.description },
    }));
  }
}
