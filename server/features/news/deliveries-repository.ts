// The queue of news mails (the `news_deliveries` table): one row per notice and reader, leased by the
// instance that sends it (news-sender.ts), and counted for the notice's page (delivery-routes.ts).
import { sql, type Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database.ts';
import type { DeliveryState } from './tables.ts';

export class DeliveriesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Leases up to `limit` deliveries due at `now` until `leaseUntil`, counting the attempt; the repeated
   * conditions make a race between instances lose cleanly (PostgreSQL also skips rows another has locked).
   */
  claim(now: number, limit: number, leaseUntil: number): Promise<Array<{ id: number; attempts: number }>> {
    const free = (qb: typeof due) =>
      qb.where('state', '=', 'pending').where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]));
    const due = this.db.selectFrom('news_deliveries').select('id');
    let ids = free(due).where('next_attempt_at', '<=', now).orderBy('id').limit(limit);
    if (this.dialect === 'postgres') ids = ids.forUpdate().skipLocked();
    return this.db
      .updateTable('news_deliveries')
      .set({ lease_until: leaseUntil, attempts: sql`attempts + 1` })
      .where('id', 'in', ids)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .returning(['id', 'attempts'])
      .execute();
  }

  /** The mails of the deliveries `ids`, in their order: the reader, their language (null once they stopped the mails), the notice. */
  mails(ids: number[]) {
    return this.db
      .selectFrom('news_deliveries as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .innerJoin('notifications as n', 'n.id', 'd.notification_id')
      .leftJoin('news_subscriptions as s', 's.user_id', 'd.user_id')
      .select([
        'd.id',
        'd.user_id',
        'u.email',
        'u.name',
        'u.username',
        's.language',
        'n.id as noticeId',
        'n.subject',
        'n.content',
        'n.description',
      ])
      .where('d.id', 'in', ids)
      .orderBy('d.id')
      .execute();
  }

  /** Ends the delivery's lease with its outcome. */
  async settle(id: number, outcome: { state: DeliveryState; next_attempt_at?: number; sent_at?: number }): Promise<void> {
    await this.db
      .updateTable('news_deliveries')
      .set({ ...outcome, lease_until: null })
      .where('id', '=', id)
      .execute();
  }

  /** How many of the notice's deliveries are in each state (states with none are absent). */
  async countsByState(noticeId: number): Promise<Map<DeliveryState, number>> {
    const counts = await this.db
      .selectFrom('news_deliveries')
      .select(['state', (eb) => eb.fn.countAll().as('n')])
      .where('notification_id', '=', noticeId)
      .groupBy('state')
      .execute();
    return new Map(counts.map((c) => [c.state, Number(c.n)]));
  }

  /** The usernames of the readers the notice's mail was given up for, by name. */
  async failedReaders(noticeId: number): Promise<string[]> {
    const failed = await this.db
      .selectFrom('news_deliveries as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select('u.username')
      .where('d.notification_id', '=', noticeId)
      .where('d.state', '=', 'failed')
      .orderBy('u.username')
      .execute();
    return failed.map((f) => f.username);
  }

  /** Puts the notice's given-up deliveries back in the queue, due now. */
  async retryFailed(noticeId: number, now: number): Promise<void> {
    await this.db
      .updateTable('news_deliveries')
      .set({ state: 'pending', attempts: 0, next_attempt_at: now, lease_until: null })
      .where('notification_id', '=', noticeId)
      .where('state', '=', 'failed')
      .execute();
  }
}
