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

export async function openSession(app: FastifyInstance, userId: number): Promise<OwnView & { accessToken: string; tokenType: string }> {
  const state = (await app.repositories.users.tokenState(userId))!;
  const accessToken = app.jwt.sign({ sub: String(userId), username: state.username, ver: state.tokenVersion });
  const user = (await app.repositories.users.findBy('id', userId))!;
  return { accessToken, tokenType: 'Bearer', ...ownView(app, user) };
}
