// How a notice's mails went (`/api/v1/notifications/{id}/deliveries`): how many were sent, wait for a
// retry, were given up after every retry or were cancelled by a reader who left first; for an ADMIN also
// who did not receive it, and a call that sends the given-up mails again (after a mail server was fixed).
import type { FastifyInstance } from 'fastify';
import type { NotificationRecord } from '../../../common/generated/types.ts';
import type { NewsDeliveries } from '../../../common/generated/api.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requireRole, roleOf } from '../../plugins/app/authentication.ts';
import type { EntityService } from '../entities/entity-service.ts';
import type { NewsSender } from './news-sender.ts';
import type { DeliveryState } from './news-tables.ts';

const STATES: DeliveryState[] = ['sent', 'pending', 'failed', 'cancelled'];

export function registerDeliveryRoutes(instance: FastifyInstance, notices: EntityService<NotificationRecord>, sender: NewsSender): void {
  const app = withContracts(instance);
  const { endpoint } = notices.entity['x-resource'];
  const tags = ['news'];
  const params = contract('params#/definitions/byId');
  const deliveries = contract('news#/definitions/deliveries');

  async function report(noticeId: number, withNames: boolean): Promise<NewsDeliveries> {
    const counts = await app.db
      .selectFrom('news_deliveries')
      .select(['state', (eb) => eb.fn.countAll().as('n')])
      .where('notification_id', '=', noticeId)
      .groupBy('state')
      .execute();
    const byState = Object.fromEntries(STATES.map((state) => [state, Number(counts.find((c) => c.state === state)?.n ?? 0)])) as Record<
      DeliveryState,
      number
    >;
    if (!withNames) return byState;
    const failed = await app.db
      .selectFrom('news_deliveries as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select('u.username')
      .where('d.notification_id', '=', noticeId)
      .where('d.state', '=', 'failed')
      .orderBy('u.username')
      .execute();
    return { ...byState, failedTo: failed.map((f) => f.username) };
  }

  app.get(
    `${endpoint}/:id/deliveries`,
    { schema: { tags, params, response: { 200: deliveries } }, onRequest: requireRole('MODERATOR') },
    async (request) => {
      const notice = await notices.find(request.params.id);
      return report(notice.id, roleOf(request) === 'ADMIN');
    },
  );

  app.post(
    `${endpoint}/:id/deliveries/retry`,
    { schema: { tags, params, response: { 200: deliveries } }, onRequest: requireRole('ADMIN') },
    async (request) => {
      const notice = await notices.find(request.params.id);
      await app.db
        .updateTable('news_deliveries')
        .set({ state: 'pending', attempts: 0, next_attempt_at: Date.now(), lease_until: null })
        .where('notification_id', '=', notice.id)
        .where('state', '=', 'failed')
        .execute();
      sender.kick();
      return report(notice.id, true);
    },
  );
}
