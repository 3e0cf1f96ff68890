// A read that starts beside its session's check, on PostgreSQL. Every request asks the database whether its
// session is still open (authentication.ts); on PostgreSQL that is a round trip before the read's own, a sixth of
// a directory page's time (bench/directory.ts) and more where the database is across a network. A GET or HEAD
// of a session checked before therefore starts at once, as the user the last check found, while this request's
// check runs; its answer is held until the check is back, and sent only if the session is still open as that
// same user and role. Otherwise nothing of it leaves: a session that has ended gets its 401, and a role changed
// meanwhile (an admin's switch applies to open sessions at once) has the request answered again, after its
// check, as it would have been without going ahead.
//
// Only a route that says it writes nothing (`config.readsOnly`) goes ahead: a write must not happen for a
// session that has ended, and some GETs of the spec write (the role switches). SQLite answers the check before
// the read could start, so there every request waits for its check as before.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer, HttpError, unauthorized } from '../../http-error.ts';
import { faultMessage } from '../../refusal-texts.ts';
import type { CurrentUser } from './authentication.ts';

/** What the session's check found of a read begun ahead of it. */
type Confirmation = 'confirmed' | 'ended' | 'changed' | { failed: unknown };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes nothing: on PostgreSQL its handler may start before the session's check is back. */
    readsOnly?: boolean;
  }
  interface FastifyRequest {
    /** Set when the request went ahead of its session's check: settles with what the check found. */
    sessionConfirmation: Promise<Confirmation> | null;
  }
}

export const SESSION_ENDED = 'The session has ended: sign in again';

/** Marks a request answered again after its check (answerAgain); a client that sends it only gives up going ahead. */
const AFTER_CHECK = 'x-portal-after-check';

/** Whether the request may start before its session's check is back. */
export const readsAhead = (request: FastifyRequest): boolean =>
  request.server.dialect === 'postgres' &&
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.routeOptions.config.readsOnly === true &&
  request.headers[AFTER_CHECK] === undefined;

/** Whether two checks of one session found the same account acting with the same role. */
const sameAuthority = (a: CurrentUser, b: CurrentUser): boolean =>
  a.id === b.id &&
  a.role === b.role &&
  a.sessionId === b.sessionId &&
  a.tokenVersion === b.tokenVersion &&
  a.signedInWith === b.signedInWith;

/** Lets the request go on as `previous` while `check` runs. */
export function goAhead(request: FastifyRequest, previous: CurrentUser, check: Promise<CurrentUser | null>): void {
  request.currentUser = previous;
  // Settles, never rejects: a request whose answer is never sent (the client went away) leaves no rejection behind.
  request.sessionConfirmation = check.then(
    (user): Confirmation => {
      if (!user) return 'ended';
      return sameAuthority(user, previous) ? 'confirmed' : 'changed';
    },
    (error: unknown) => ({ failed: error }),
  );
}

/** The headers of an answer that no longer hold once another answer takes its place. */
const ANSWER_HEADERS = [
  'content-encoding',
  'content-length',
  'content-range',
  'content-disposition',
  'etag',
  'last-modified',
  'cache-control',
];

/** The headers light-my-request reports that the server sets itself. */
const TRANSPORT_HEADERS = new Set(['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'date']);

/** The request answered again, waiting for its check this time: its status, headers and body take the first's place. */
async function answerAgain(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  const again = await request.server.inject({
    method: request.method as 'GET' | 'HEAD',
    url: request.url,
    headers: { ...request.headers, [AFTER_CHECK]: '1' },
    remoteAddress: request.ip,
  });
  reply.code(again.statusCode);
  for (const [name, value] of Object.entries(again.headers))
    if (value !== undefined && !TRANSPORT_HEADERS.has(name)) reply.header(name, value);
  return again.rawPayload;
}

/** An onSend hook: the answer of a request that went ahead leaves only once its session is confirmed. */
export async function sendWhenConfirmed(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!request.sessionConfirmation) return payload;
  const confirmation = await request.sessionConfirmation;
  if (confirmation === 'confirmed') return payload;
  if (payload && typeof (payload as NodeJS.ReadableStream).pipe === 'function') (payload as { destroy(): void }).destroy();
  for (const header of ANSWER_HEADERS) reply.removeHeader(header);
  if (confirmation === 'changed') return answerAgain(request, reply);
  let refusal: HttpError;
  if (confirmation === 'ended') refusal = unauthorized(SESSION_ENDED);
  else {
    request.log.error({ err: confirmation.failed }, 'the session could not be checked');
    refusal = new HttpError(503, 'The session could not be checked: try again', { 'Retry-After': 1 });
  }
  reply.code(refusal.statusCode).headers(refusal.headers).type('application/json; charset=utf-8');
  return JSON.stringify(errorAnswer(refusal, faultMessage(request)));
}
