// Opening a session: the access token and the user's own record, as sign-in and a password change
// answer it.
import type { FastifyInstance } from 'fastify';
import type { UserRecord } from '../../../common/generated/types.ts';
import { deriveRole } from '../../../common/model/roles.ts';
import { needsSecondFactor } from '../../plugins/app/authentication.ts';

/** The session's own user: the record, and whether it must set up a second factor before its role counts. */
export const sessionUserResponse = {
  allOf: [
    { $ref: 'user#' },
    {
      type: 'object',
      properties: {
        twoFactorNeeded: {
          type: 'boolean',
          description:
            'REQUIRE_2FA asks a second factor of this MODERATOR or ADMIN, who has none yet: it acts as a USER until it sets one up.',
        },
      },
    },
  ],
};

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

type OwnView = Omit<UserRecord, 'matchedMemberId'> & { twoFactorNeeded: boolean };

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
