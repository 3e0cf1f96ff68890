// The queue of news mails (the `news_deliveries` table): one row per notice and reader, leased and settled by
// the shared mail queue (news-sender.ts), and counted for the notice's page (delivery-routes.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DeliveryState } from '../../plugins/app/mail-queue-repository.ts';

export class DeliveriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
