// The one-click unsubscribe of a kind of mail (`<base>/<token>`, no sign-in: the token is the proof). A GET of
// the link shows one button and changes nothing, so a mail scanner that follows links stops nothing; a POST
// stops the mails, whether from that button or from a mail program's one-click unsubscribe (RFC 8058).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UnsubscribeParams } from '../../../common/generated/api.ts';
import type { Language } from '../../../common/model/languages.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requestLanguage, type Translate } from '../../outgoing-texts.ts';
import type { UnsubscribeLinks } from './unsubscribe-link.ts';
import { unsubscribePage, type UnsubscribeState } from './unsubscribe-page.ts';

export interface UnsubscribableMails {
  /** The link's path before the token: `/api/v1/news/unsubscribe`. */
  base: string;
  tags: string[];
  links: UnsubscribeLinks;
  /** The page's texts in a language. */
  texts: (language: Language) => Translate;
  /** Whether the reader still gets these mails, and the language they get them in (else the browser's). */
  readerMails: (userId: number) => Promise<{ receiving: boolean; language?: Language }>;
  stop: (userId: number) => Promise<void>;
}

/** Registers the link's GET and POST; call it in a context of its own (it adds a form parser). */
export function registerUnsubscribeRoutes(instance: FastifyInstance, mails: UnsubscribableMails): void {
  const app = withContracts(instance);
  const { base, tags } = mails;
  // A mail program's one-click POST is a form body; its content is fixed by RFC 8058 and not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const params = contract('news#/definitions/unsubscribeParams');
  const page = async (reply: FastifyReply, language: Language, state: UnsubscribeState, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(unsubscribePage(language, mails.texts(language), state));

  /** The reader the token names, with their address, whether they get the mails, and the page's language. */
  async function readerOf(request: FastifyRequest, { token }: UnsubscribeParams) {
    const userId = mails.links.verify(token);
    const user = userId === undefined ? undefined : await app.repositories.users.findBy('id', userId);
    if (!user) return undefined;
    const { receiving, language } = await mails.readerMails(user.id as number);
    return { id: user.id as number, email: String(user.email), receiving, language: language ?? requestLanguage(request) };
  }

  app.get(`${base}/:token`, { schema: { tags, params } }, async (request, reply) => {
    const reader = await readerOf(request, request.params);
    if (!reader) return page(reply, requestLanguage(request), { kind: 'invalid' }, 404);
    const action = `${base}/${encodeURIComponent(request.params.token)}`;
    return page(
      reply,
      reader.language,
      reader.receiving ? { kind: 'ask', email: reader.email, action } : { kind: 'done', email: reader.email },
    );
  });

  app.post(`${base}/:token`, { schema: { tags, params } }, async (request, reply) => {
    const reader = await readerOf(request, request.params);
    if (!reader) return page(reply, requestLanguage(request), { kind: 'invalid' }, 404);
    await mails.stop(reader.id);
    return page(reply, reader.language, { kind: 'done', email: reader.email });
  });
}
