// How a notice's mails went (`/api/v1/notifications/{id}/deliveries`): how many were sent, wait for a
// retry, were given up after every retry or were cancelled by a reader who left first; for an ADMIN also
// who did not receive it, and a call that sends the given-up mails again (after a mail server was fixed).
import type { FastifyInstance } from 'fastify';
import type { NotificationRecord } from '../../../common/generated/types.ts';
import { requireRole, roleOf } from '../../plugins/app/authentication.ts';
import type { EntityService } from '../../entities/entity-service.ts';
import { idParam } from '../../entities/schemas.ts';
import { DeliveriesRepository } from './deliveries-repository.ts';
import type { NewsSender } from './news-sender.ts';
import type { DeliveryState } from './tables.ts';

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

  const queue = new DeliveriesRepository(app.db, app.dialect);

  async function report(noticeId: number, withNames: boolean) {
    const counts = await queue.countsByState(noticeId);
    const byState = Object.fromEntries(STATES.map((state) => [state, counts.get(state) ?? 0]));
    return withNames ? { ...byState, failedTo: await queue.failedReaders(noticeId) } : byState;
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
      await queue.retryFailed(notice.id, Date.now());
      sender.kick();
      return report(notice.id, true);
    },
  );
}
