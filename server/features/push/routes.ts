// Notifications on family members' phones (schema/api/push.json): the portal's public key, and the devices that
// allowed notifications, added and removed by their member from the profile. The sending: pusher.ts, for the
// reminders of members who chose notifications (reminders/) and for new notices (notice-pushes.ts, queued by news/).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Config } from '../../config.ts';
import { contract, withContracts } from '../../contracts.ts';
import { badRequest } from '../../http-error.ts';
import type { MailQueue, Pusher } from '../../plugins/app/mail-queue.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { createNoticePushes } from './notice-pushes.ts';
import { createPusher, vapidSubject } from './pusher.ts';
import { PushRepository } from './repository.ts';
import { loadVapidKeys } from './vapid-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      pusher: Pusher;
      /** The queue of new notices' notifications. */
      notices: MailQueue;
      /** Queues the new notice for the devices that want notices, sent once the request's response is out. */
      tellNotice(noticeId: number, request: FastifyRequest): Promise<void>;
    };
  }
  interface FastifyRequest {
    /** A notice of this request has notifications to send. */
    noticePushed: boolean;
  }
}

const BASE = '/api/v1/push';

async function push(instance: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const app = withContracts(instance);
  const tags = ['push'];
  const devices = new PushRepository(app.db, app.dialect);
  const keys = await loadVapidKeys(config.dataDir, config.vapidKeys);
  const pusher = createPusher({
    devices,
    keys,
    subject: vapidSubject(config.publicUrl, config.mailFrom),
    metrics: app.metrics,
    log: app.log,
  });
  const notices = createNoticePushes({ db: app.db, dialect: app.dialect, devices, mailer: app.mailer, pusher, log: app.log });
  app.decorateRequest('noticePushed', false);
  app.decorate('push', {
    pusher,
    notices,
    async tellNotice(noticeId, request) {
      request.noticePushed = (await devices.enqueueNotice(noticeId, Date.now())) > 0;
    },
  });
  app.addHook('onResponse', async (request) => {
    if (request.noticePushed) notices.kick();
  });
  app.addHook('onReady', async () => notices.kick());
  app.addHook('onClose', async () => notices.stop());

  const answer = { 200: contract('push#/definitions/pushDevices') };
  const count = async (userId: number) => ({ devices: (await devices.devicesOf(userId)).length });

  app.get(
    `${BASE}/key`,
    {
      onRequest: requireRole('BISH'),
      schema: {
        tags,
        description: 'The portal’s public key, with which a browser subscribes to its notifications.',
        response: { 200: contract('push#/definitions/pushKey') },
      },
    },
    async () => ({ publicKey: keys.publicKey }),
  );
  app.get(
    `${BASE}/subscriptions`,
    {
      onRequest: requireRole('BISH'),
      schema: { tags, description: 'How many devices of the account receive notifications.', response: answer },
    },
    async (request) => count(request.currentUser!.id),
  );
  app.post(
    `${BASE}/subscriptions`,
    {
      onRequest: requireRole('BISH'),
      schema: {
        tags,
        description: 'Adds the device that allowed notifications to the account; a device of another account moves to it.',
        body: contract('push#/definitions/pushSubscription'),
        response: answer,
      },
    },
    async (request) => {
      const device = { endpoint: request.body.endpoint, keys: request.body.keys };
      // Refused now rather than failing at each send: web-push reads the keys as it would to encrypt a note.
      try {
        webpush.generateRequestDetails(device, 'test', { vapidDetails: { subject: 'mailto:check@localhost', ...keys } });
      } catch {
        throw badRequest(MESSAGES.pushKeysUnreadable);
      }
      await devices.save(request.currentUser!.id, request.body, Date.now());
      return count(request.currentUser!.id);
    },
  );
  app.delete(
    `${BASE}/subscriptions`,
    {
      onRequest: requireRole('BISH'),
      schema: {
        tags,
        description: 'Removes the account’s device: it receives no more notifications.',
        body: contract('push#/definitions/pushEndpoint'),
        response: answer,
      },
    },
    async (request) => {
      await devices.remove(request.body.endpoint, request.currentUser!.id);
      return count(request.currentUser!.id);
    },
  );
}

export default fp(push, { name: 'push', dependencies: ['mailer'] });
