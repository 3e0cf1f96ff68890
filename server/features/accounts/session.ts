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

/** The user's record as the user themself sees it: the identity check is the admins' business. */
export function ownView(app: FastifyInstance, { matchedMemberId: _matched, ...user }: UserRecord): OwnView {
  return { ...user, twoFactorNeeded: needsSecondFactor(app, deriveRole(user.roles ?? []), user.twoFactor === true) };
}

/** A new session of the user on the device whose browser named itself `userAgent`: its token and the user. */
export async function openSession(
  app: FastifyInstance,
  userId: number,
  userAgent: string | undefined,
): Promise<OwnView & { accessToken: string; tokenType: string }> {
  const sid = await app.sessions.open(userId, userAgent, Date.now());
  const accessToken = await sessionToken(app, userId, sid);
  const user = (await app.repositories.users.findBy('id', userId))!;
  return { accessToken, tokenType: 'Bearer', ...ownView(app, user) };
}

/** A token of the session `sid`, at the account's token version now. */
export async function sessionToken(app: FastifyInstance, userId: number, sid: number): Promise<string> {
  const state = (await app.repositories.users.tokenState(userId))!;
  return app.jwt.sign({ sub: String(userId), username: state.username, ver: state.tokenVersion, sid });
}

/**
 * Signs in the account `userId`, whose credentials were checked (a password and its code, or a passkey): refused
 * when it may not sign in (these reasons are told only after the right credentials), else a new session.
 */
export async function signInAs(app: FastifyInstance, request: FastifyRequest, userId: number) {
  const users = app.repositories.users;
  const user = (await users.findBy('id', userId))!;
  if (!user.allowed) throw forbidden(user.emailConfirmed ? MESSAGES.accountDisabled : MESSAGES.notActivated);
  const session = await openSession(app, userId, request.headers['user-agent']);
  // The language signed in with is the one the portal writes to the person in, unasked.
  const language = requestLanguage(request);
  if (session.language !== language) await users.update(session.id, { language });
  return { ...session, language };
}
