// Opening a session: the access token and the user's own record, as sign-in (with a password or a passkey)
// and a password change answer it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionFlags } from '../../../common/generated/api.ts';
import type { UserRecord } from '../../../common/generated/types.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import { deriveRole } from '../../../common/model/roles.ts';
import { forbidden } from '../../http-error.ts';
import { requestLanguage } from '../../outgoing-texts.ts';
import { needsSecondFactor } from '../../plugins/app/authentication.ts';
import type { SignedInWith } from './tables.ts';

/** The session's own user: the record, and whether it must set up a second factor before its role counts. */
export const sessionUserResponse = { allOf: [{ $ref: 'user#' }, { $ref: 'accounts#/definitions/sessionFlags' }] };

export const sessionResponse = {
  allOf: [
    sessionUserResponse,
    {
      type: 'object',
      required: ['accessToken', 'tokenType'],
      properties: { accessToken: { type: 'string' }, tokenType: { type: 'string' }, message: { type: 'string' } },
    },
  ],
};

type OwnView = Omit<UserRecord, 'matchedMemberId'> & Required<SessionFlags>;

/**
 * The user's record as the user themself sees it in a session signed in with `signedInWith`: the identity
 * check is the admins' business.
 */
export function ownView(app: FastifyInstance, { matchedMemberId: _matched, ...user }: UserRecord, signedInWith: SignedInWith): OwnView {
  return { ...user, twoFactorNeeded: needsSecondFactor(app, deriveRole(user.roles ?? []), signedInWith) };
}

/**
 * A new session of the user on the device whose browser named itself `userAgent`, signed in with
 * `signedInWith`: its token and the user.
 */
export async function openSession(
  app: FastifyInstance,
  userId: number,
  userAgent: string | undefined,
  signedInWith: SignedInWith,
): Promise<OwnView & { accessToken: string; tokenType: string }> {
  const sid = await app.sessions.open(userId, userAgent, signedInWith, Date.now());
  const accessToken = await sessionToken(app, userId, sid);
  const user = (await app.repositories.users.findBy('id', userId))!;
  return { accessToken, tokenType: 'Bearer', ...ownView(app, user, signedInWith) };
}

/** A token of the session `sid`, at the account's token version now. */
export async function sessionToken(app: FastifyInstance, userId: number, sid: number): Promise<string> {
  const state = (await app.repositories.users.tokenState(userId))!;
  return app.jwt.sign({ sub: String(userId), username: state.username, ver: state.tokenVersion, sid });
}

/**
 * Signs in the account `userId`, whose credentials were checked (`signedInWith`: a password, with its code when
 * the account has one, or a passkey): refused when it may not sign in (these reasons are told only after the
 * right credentials), else a new session.
 */
export async function signInAs(app: FastifyInstance, request: FastifyRequest, userId: number, signedInWith: SignedInWith) {
  const users = app.repositories.users;
  const user = (await users.findBy('id', userId))!;
  if (!user.allowed) throw forbidden(user.emailConfirmed ? MESSAGES.accountDisabled : MESSAGES.notActivated);
  const session = await openSession(app, userId, request.headers['user-agent'], signedInWith);
  // The language signed in with is the one the portal writes to the person in, unasked.
  const language = requestLanguage(request);
  if (session.language !== language) await users.update(session.id, { language });
  return { ...session, language };
}

/**
 * Ends every session of the request's user but the request's own, which goes on with the token answered (the
 * account's earlier tokens no longer work). With `signedInWith`, this session counts as signed in that way from
 * now on: the second step it has just shown.
 */
export async function keepOnlyThisSession(
  app: FastifyInstance,
  request: FastifyRequest,
  signedInWith?: SignedInWith,
): Promise<{ accessToken: string; tokenType: string }> {
  const { id, sessionId } = request.currentUser!;
  // A token of before the sessions were kept has no session to keep: it gets one.
  const keep = sessionId ?? (await app.sessions.open(id, request.headers['user-agent'], request.currentUser!.signedInWith, Date.now()));
  await app.sessions.endOthers(id, keep, signedInWith);
  return { accessToken: await sessionToken(app, id, keep), tokenType: 'Bearer' };
}
