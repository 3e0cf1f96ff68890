// Family news: the notification calls of spec section 7 (generated from schema/notification.json), and
// the news by e-mail: a notice created is recorded as one delivery per reader who chose it, and sent
// once the response has gone (news-sender.ts); the readers' choice and the unsubscribe link. A new notice is also
// told to the phones that want notices (push/).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Config } from '../../config.ts';
import { registerEntity } from '../../entities/register.ts';
import { registerDeliveryRoutes } from './delivery-routes.ts';
import type { MailQueue } from '../../plugins/app/mail-queue.ts';
import { createUnsubscribeLinks } from '../../plugins/app/unsubscribe-link.ts';
import { createNewsSender } from './news-sender.ts';
import { registerSubscriptionRoutes } from './subscription-routes.ts';
import { createSubscriptions, type Subscriptions } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    news: { sender: MailQueue; subscriptions: Subscriptions };
  }
  interface FastifyRequest {
    /** A notice of this request has mails to send: the sending starts once the response is out. */
    newsQueued: boolean;
  }
}

async function news(app: FastifyInstance, { config, secret }: { config: Config; secret: string }): Promise<void> {
  const { db, dialect } = app;
  const links = createUnsubscribeLinks(secret, 'news');
  const subscriptions = createSubscriptions(db);
  const sender = createNewsSender({
    db,
    dialect,
    mailer: app.mailer,
    pusher: app.push.pusher,
    links,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('news', { sender, subscriptions });
  app.decorateRequest('newsQueued', false);

  const notices = registerEntity(app, 'family-notification', {
    async afterCreate(record, request) {
      request.newsQueued = (await subscriptions.enqueue(record.id, Date.now())) > 0;
      await app.push.tellNotice(record.id, request);
      return { record, message: MESSAGES.uploaded };
    },
  });
  registerDeliveryRoutes(app, notices, sender);
  app.addHook('onResponse', async (request) => {
    if (request.newsQueued) sender.kick();
  });
  // Deliveries left by a stop or a crash go out now rather than at the next look.
  app.addHook('onReady', async () => sender.kick());
  app.addHook('onClose', async () => sender.stop());

  // In a context of its own: the form parser of the unsubscribe page serves no other route.
  await app.register(async (child) => registerSubscriptionRoutes(child, subscriptions, links));
}

export default fp(news, { name: 'news', dependencies: ['repositories', 'mailer', 'authentication'] });
