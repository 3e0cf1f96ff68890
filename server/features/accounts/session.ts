// Opening a session: the access token and the user's own record, as sign-in and a password change
// answer it.
import type { FastifyInstance } from 'fastify';
import type { UserRecord } from '../../../common/generated/types.ts';

export const sessionResponse = {
  allOf: [
    { $ref: 'user#' },
    {
      type: 'object',
      required: ['accessToken', 'tokenType'],
      properties: { accessToken: { type: 'string' }, tokenType: { type: 'string' }, message: { type: 'string' } },
    },
  ],
};

/** The user's record as the user themself sees it: the identity check is the admins' business. */
export function ownView({ matchedMemberId: _matched, ...user }: UserRecord): Omit<UserRecord, 'matchedMemberId'> {
  return user;
}

export async function openSession(
  app: FastifyInstance,
  userId: number,
): Promise<Omit<UserRecord, 'matchedMemberId'> & { accessToken: string; tokenType: string }> {
  const state = (await app.repositories.users.tokenState(userId))!;
  const accessToken = app.jwt.sign({ sub: String(userId), username: state.username, ver: state.tokenVersion });
  const user = (await app.repositories.users.findBy('id', userId))!;
  return { accessToken, tokenType: 'Bearer', ...ownView(user) };
}
