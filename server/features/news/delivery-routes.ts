// How a notice's mails went (`/api/v1/notifications/{id}/deliveries`): how many were sent, wait for a
// retry, were given up after every retry or were cancelled by a reader who left first; for an ADMIN also
// who did not receive it, and a call that sends the given-up mails again (after a mail server was fixed).
import type { FastifyInstance } from 'fastify';
import type { NotificationRecord } from '../../../common/generated/types.ts';
import type { NewsDeliveries } from '../../../common/generated/api.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requireRole, roleOf } from '../../plugins/app/authentication.ts';
import type { EntityService } from '../../entities/entity-service.ts';
import { DeliveriesRepository } from './deliveries-repository.ts';
import type { MailQueue } from '../../plugins/app/mail-queue.ts';
import type { DeliveryState } from '../../plugins/app/mail-queue-repository.ts';

const STATES: DeliveryState[] = ['sent', 'pending', 'failed', 'cancelled'];

export function registerDeliveryRoutes(instance: FastifyInstance, notices: EntityService<NotificationRecord>, sender: MailQueue): void {
  const app = withContracts(instance);
  const { endpoint } = notices.entity['x-resource'];
  const tags = ['news'];
  const params = contract('params#/definitions/byId');
  const deliveries = contract('news#/definitions/deliveries');

  const queue = new DeliveriesRepository(app.db);

  async function report(noticeId: number, withNames: boolean): Promise<NewsDeliveries> {
    const counts = await queue.countsByState(noticeId);
    const byState = Object.fromEntries(STATES.map((state) => [state, counts.get(state) ?? 0])) as Record<DeliveryState, number>;
    return withNames ? { ...byState, failedTo: await queue.failedReaders(noticeId) } : byState;
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
      await queue.retryFailed(notice.id, Date.now());
      sender.kick();
      return report(notice.id, true);
    },
  );
}
