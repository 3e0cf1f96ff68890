// How a notice's mails went (`/api/v1/notifications/{id}/deliveries`): how many were sent, wait for a
// retry, were given up after every retry or were cancelled by a reader who left first; for an ADMIN also
// who did not receive it, and a call that sends the given-up mails again (after a mail server was fixed).
import type { FastifyInstance } from 'fastify';
import type { NotificationRecord } from '../../../common/generated/types.ts';
import { requireRole, roleOf } from '../../plugins/app/authentication.ts';
import type { EntityService } from '../entities/entity-service.ts';
import { idParam } from '../entities/schemas.ts';
import type { NewsSender } from './news-sender.ts';
import type { DeliveryState } from './news-tables.ts';

const STATES: DeliveryState[] = ['sent', 'pending', 'failed', 'cancelled'];

const deliveries = {
  type: 'object',
  required: STATES,
  properties: {
    ...Object.fromEntries(STATES.map((state) => [state, { type: 'integer' }])),
    failedTo: { type: 'array', items: { type: 'string' }, description: 'The usernames of the readers not reached (ADMIN only).' },
  },
};

export function registerDeliveryRoutes(app: FastifyInstance, notices: EntityService<NotificationRecord>, sender: NewsSender): void {
  const { endpoint } = notices.entity['x-resource'];
  const tags = ['news'];
  const params = { type: 'object', required: ['id'], properties: { id: idParam } };

  async function report(noticeId: number, withNames: boolean) {
    const counts = await app.db
      .selectFrom('news_deliveries')
      .select(['state', (eb) => eb.fn.countAll().as('n')])
      .where('notification_id', '=', noticeId)
      .groupBy('state')
      .execute();
    const byState = Object.fromEntries(STATES.map((state) => [state, Number(counts.find((c) => c.state === state)?.n ?? 0)]));
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

  app.get<{ Params: { id: string } }>(
    `${endpoint}/:id/deliveries`,
    { schema: { tags, params, response: { 200: deliveries } }, onRequest: requireRole('MODERATOR') },
    async (request) => {
      const notice = await notices.find(request.params.id);
      return report(notice.id, roleOf(request) === 'ADMIN');
    },
  );

  app.post<{ Params: { id: string } }>(
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
