// Who is calling: a Bearer token is checked against the database on every request (token version and
// allowed flag), so disabling a user or changing roles takes effect at once. The role is read from the
// stored roles, never from the token. On PostgreSQL a read of a session checked before starts beside its
// check, its answer held until the check confirms it (read-ahead.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { atLeast, deriveRole, type Role } from '../../../common/model/roles.ts';
import { SEEN_EVERY_MS, SessionsRepository } from '../../features/accounts/sessions-repository.ts';
import type { SignedInWith } from '../../features/accounts/tables.ts';
import { withChangeContext } from '../../features/history/change-context.ts';
import { forbidden, unauthorized } from '../../http-error.ts';
import type { TokenClaims } from '../external/jwt.ts';
import { goAhead, readsAhead, sendWhenConfirmed, SESSION_ENDED } from './read-ahead.ts';

export interface CurrentUser {
  id: number;
  username: string;
  role: Exclude<Role, 'ANONYMOUS'>;
  /** The version of the user's sessions: signed file links given in this session carry it. */
  tokenVersion: number;
  /** The session of the request's token; null for a token signed before sessions were kept. */
  sessionId: number | null;
  /** How the session was signed in: REQUIRE_2FA asks a second step (a code or a passkey) of some roles. */
  signedInWith: SignedInWith;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, null when signed out or when the token was refused (see authProblem). */
    currentUser: CurrentUser | null;
    /** Why a token that was sent is not accepted. */
    authProblem: string | null;
  }
  interface FastifyInstance {
    /** REQUIRE_2FA (server/config.ts). */
    requireTwoFactor: boolean;
    /** The accounts' sessions, one per sign-in. */
    sessions: SessionsRepository;
  }
}

/** The role the request acts with: ANONYMOUS when signed out. */
export const roleOf = (request: FastifyRequest): Role => request.currentUser?.role ?? 'ANONYMOUS';

/** A preHandler that lets through only roles at or above `lowest` (401 when signed out, 403 when too low). */
export function requireRole(lowest: Role): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (lowest === 'ANONYMOUS') return;
    if (!request.currentUser) throw unauthorized(request.authProblem ?? undefined);
    if (!atLeast(request.currentUser.role, lowest)) throw forbidden();
  };
}

/**
 * The options of a route that writes nothing, for roles at or above `lowest`: its role check, and `readsOnly`,
 * which lets it start beside its session's check on PostgreSQL (read-ahead.ts) and run outside a change context.
 */
export const readingAs = (lowest: Role) => ({ onRequest: requireRole(lowest), config: { readsOnly: true } });

type VerifiedClaims = TokenClaims & { exp: number };

/** At most this many verified tokens are kept per portal; the oldest are let go first. */
const VERIFIED_KEPT = 1000;

/** A token this portal checked the signature of: its claims, and the user its session's last check found. */
interface VerifiedToken {
  claims: VerifiedClaims;
  lastUser: CurrentUser | null;
}

/** The tokens this portal checked the signature of, by their exact text. */
type VerifiedTokens = Map<string, VerifiedToken>;

/**
 * The claims of a token verified before and not expired since. The same token comes with every request
 * of a session; checking its signature and decoding it again each time was a tenth of the server's time
 * on a member's page. Only the very same text is found, so nothing can be slipped past the check; whether
 * the session is still open is asked of the database at every request all the same (sessionUser).
 */
function verifiedToken(verified: VerifiedTokens, token: string): VerifiedToken | undefined {
  const known = verified.get(token);
  if (known && known.claims.exp * 1000 > Date.now()) return known;
  if (known) verified.delete(token);
  return undefined;
}

function rememberVerified(verified: VerifiedTokens, token: string, claims: VerifiedClaims): VerifiedToken {
  const known = { claims, lastUser: null };
  if (typeof claims.exp !== 'number') return known;
  verified.set(token, known);
  if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
  return known;
}

async function identify(request: FastifyRequest, verified: VerifiedTokens): Promise<void> {
  const header = request.headers.authorization;
  if (!header) return;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    request.authProblem = 'Authorization must be "Bearer <token>"';
    return;
  }
  let known = verifiedToken(verified, token);
  if (!known) {
    let claims: VerifiedClaims;
    try {
      claims = request.server.jwt.verify<VerifiedClaims>(token);
    } catch {
      request.authProblem = 'The session token is invalid or expired: sign in again';
      return;
    }
    known = rememberVerified(verified, token, claims);
  }
  const { claims, lastUser } = known;
  // The check's user is remembered for the session's next read (read-ahead.ts). No function is named here: run
  // through tsx, a named closure made at every request is also given its name at every request, 2 % of the time.
  const check = sessionUser(request.server, Number(claims.sub), claims.ver, claims.sid ?? null).then((user) => (known.lastUser = user));
  if (lastUser && readsAhead(request)) return goAhead(request, lastUser, check);
  const user = await check;
  if (!user) {
    request.authProblem = SESSION_ENDED;
    return;
  }
  request.currentUser = user;
}

/**
 * Whether the portal asks a second step of a session (REQUIRE_2FA: of MODERATOR and ADMIN) signed in without
 * one: with the password alone, the account having no app set up, or having passkeys and not using one. Such
 * a session goes on all the same, acting as a plain USER: it can open the profile and set the app up there,
 * and nothing a stolen password would be wanted for. Refusing the sign-in would leave no way to set one up; a
 * list of the calls it may still make would have to be kept beside every new call.
 */
export function needsSecondFactor(app: FastifyInstance, storedRole: Role, signedInWith: SignedInWith): boolean {
  return app.requireTwoFactor && atLeast(storedRole, 'MODERATOR') && signedInWith === 'password';
}

/**
 * The user of a session that is still open: the account exists, may sign in, has not moved its token
 * version on (logout, password change, role change, disable) since the session began, and has not ended
 * the session from another (sign out everywhere else). The session's last use is noted now and then.
 */
export async function sessionUser(
  app: FastifyInstance,
  userId: number,
  tokenVersion: number,
  sessionId: number | null = null,
): Promise<CurrentUser | null> {
  const state = await app.repositories.users.tokenState(userId, sessionId);
  if (!state || state.tokenVersion !== tokenVersion || !state.allowed) return null;
  if (sessionId !== null) {
    if (state.sessionSeenAt === null) return null;
    const now = Date.now();
    if (state.sessionSeenAt < now - SEEN_EVERY_MS) await app.sessions.seen(sessionId, now);
  }
  const stored = deriveRole(state.roles);
  // Before sessions were kept, an account with the app on could sign in only with its code.
  const signedInWith = sessionId === null ? (state.twoFactor ? 'code' : 'password') : state.sessionSignedInWith!;
  // Without the second step REQUIRE_2FA asks of its role, the session acts as a USER (needsSecondFactor).
  const role = needsSecondFactor(app, stored, signedInWith) ? 'USER' : stored;
  return { id: userId, username: state.username, role, tokenVersion, sessionId, signedInWith };
}

export default fp(
  async (app, { requireTwoFactor, tokenTtlSeconds }: { requireTwoFactor: boolean; tokenTtlSeconds: number }) => {
    app.decorate('requireTwoFactor', requireTwoFactor);
    app.decorate('sessions', new SessionsRepository(app.db, tokenTtlSeconds * 1000));
    app.decorateRequest('currentUser', null);
    app.decorateRequest('authProblem', null);
    // Per portal: a token signed with another portal's secret (another instance in this process) is not known here.
    const verified: VerifiedTokens = new Map();
    app.decorateRequest('sessionConfirmation', null);
    app.addHook('onRequest', (request) => identify(request, verified));
    // Only PostgreSQL lets a read go ahead of its check (read-ahead.ts).
    if (app.dialect === 'postgres') app.addHook('onSend', sendWhenConfirmed);
    // What the request writes is its user's doing: the history reads who from this context. A hook with
    // `done` is needed, since the handler must run inside the context's `run`. Every call that may write runs
    // in one, GETs too (the spec's role switches are GETs); a route that writes nothing (`readsOnly`) needs
    // none: outside a context the history would name the portal itself.
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.routeOptions.config.readsOnly) return done();
      const user = request.currentUser;
      withChangeContext({ actor: user && { id: user.id, username: user.username } }, done);
    });
  },
  { name: 'authentication', dependencies: ['jwt', 'repositories'] },
);
