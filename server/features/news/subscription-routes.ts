// The reader's choice of family news by e-mail (`/api/v1/news/subscription`, for family members) and
// the mails' unsubscribe link (`/api/v1/news/unsubscribe/<token>`, no sign-in: the token is the proof).
// A GET of the link shows one button; a POST stops the mails, whether from that button or from a mail
// program's one-click unsubscribe (RFC 8058).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UnsubscribeParams } from '../../../common/generated/api.ts';
import type { Language } from '../../../common/model/languages.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requestLanguage } from '../../outgoing-texts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import type { Subscriptions } from './repository.ts';
import type { UnsubscribeLinks } from './unsubscribe-link.ts';
import { unsubscribePage, type UnsubscribeState } from './unsubscribe-page.ts';

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

  // A mail program's one-click POST is a form body; its content is fixed by RFC 8058 and not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const params = contract('news#/definitions/unsubscribeParams');
  const page = async (reply: FastifyReply, language: Language, state: UnsubscribeState, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(unsubscribePage(language, state));

  /** The reader the token names, with their address and the language of their mails (or of the browser, once unsubscribed). */
  async function readerOf(request: FastifyRequest, { token }: UnsubscribeParams) {
    const userId = links.verify(token);
    const user = userId === undefined ? undefined : await app.repositories.users.findBy('id', userId);
    if (!user) return undefined;
    const language = (await subscriptions.languageOf(user.id as number)) ?? requestLanguage(request);
    return { id: user.id as number, email: String(user.email), language };
  }

  app.get(`${BASE}/unsubscribe/:token`, { schema: { tags, params } }, async (request, reply) => {
    const reader = await readerOf(request, request.params);
    if (!reader) return page(reply, requestLanguage(request), { kind: 'invalid' }, 404);
    const subscribed = (await subscriptions.languageOf(reader.id)) !== undefined;
    const action = `${BASE}/unsubscribe/${encodeURIComponent(request.params.token)}`;
    return page(reply, reader.language, subscribed ? { kind: 'ask', email: reader.email, action } : { kind: 'done', email: reader.email });
  });

  app.post(`${BASE}/unsubscribe/:token`, { schema: { tags, params } }, async (request, reply) => {
    const reader = await readerOf(request, request.params);
    if (!reader) return page(reply, requestLanguage(request), { kind: 'invalid' }, 404);
    await subscriptions.unsubscribe(reader.id);
    return page(reply, reader.language, { kind: 'done', email: reader.email });
  });
}
