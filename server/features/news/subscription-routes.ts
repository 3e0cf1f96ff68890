// The reader's choice of family news by e-mail (`/api/v1/news/subscription`, for family members) and
// the mails' one-click unsubscribe link (`/api/v1/news/unsubscribe/<token>`, plugins/app/unsubscribe-routes.ts).
import type { FastifyInstance } from 'fastify';
import { contract, withContracts } from '../../contracts.ts';
import { requestLanguage } from '../../outgoing-texts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import type { UnsubscribeLinks } from '../../plugins/app/unsubscribe-link.ts';
import { registerUnsubscribeRoutes } from '../../plugins/app/unsubscribe-routes.ts';
import { newsTexts } from './news-texts.ts';
import type { Subscriptions } from './repository.ts';

const BASE = '/api/v1/news';

export function registerSubscriptionRoutes(instance: FastifyInstance, subscriptions: Subscriptions, links: UnsubscribeLinks): void {
  const app = withContracts(instance);
  const tags = ['news'];
  const subscription = contract('news#/definitions/subscription');

  app.get(
    `${BASE}/subscription`,
    { schema: { tags, response: { 200: subscription } }, onRequest: requireRole('BISH') },
    async (request) => {
      const language = await subscriptions.languageOf(request.currentUser!.id);
      return { subscribed: language !== undefined, language: language ?? requestLanguage(request) };
    },
  );

  app.put(
    `${BASE}/subscription`,
    { schema: { tags, body: subscription, response: { 200: subscription } }, onRequest: requireRole('BISH') },
    async (request) => {
      const { subscribed, language } = request.body;
      if (subscribed) await subscriptions.subscribe(request.currentUser!.id, language);
      else await subscriptions.unsubscribe(request.currentUser!.id);
      return { subscribed, language };
    },
  );

  registerUnsubscribeRoutes(instance, {
    base: `${BASE}/unsubscribe`,
    tags,
    links,
    texts: newsTexts,
    readerMails: async (userId) => {
      const language = await subscriptions.languageOf(userId);
      return { receiving: language !== undefined, language };
    },
    stop: (userId) => subscriptions.unsubscribe(userId),
  });
}
