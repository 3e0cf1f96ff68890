// POST /api/auth/users/signin: a username and password for an access token and the session user;
// POST /api/auth/users/logout ends every session of the user.
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError, unauthorized } from '../../http-error.ts';
import { verifyPassword } from '../../plugins/app/passwords.ts';
import { openSession, sessionResponse } from './session.ts';

const LOGIN_FAILED = 'Incorrect username or password';
const NOT_ACTIVATED = 'Account is not activated: open the link in the e-mail we sent you when you registered';
const DISABLED = 'Account is disabled: please contact the family admin';

/** 429 with Retry-After while the username is locked by failed attempts (sign-in, or a wrong old password). */
export async function refuseWhileLocked(
  app: FastifyInstance,
  username: string,
  reply: { header(name: string, value: number): unknown },
): Promise<void> {
  const wait = await app.signinThrottle.retryAfter(username);
  if (wait === 0) return;
  reply.header('Retry-After', wait);
  throw new HttpError(429, `Too many failed sign-ins: try again in ${Math.ceil(wait / 60)} minutes`);
}

export default async function signinRoute(app: FastifyInstance): Promise<void> {
  const users = app.repositories.users;
  app.post<{ Body: { username: string; password: string } }>(
    '/api/auth/users/signin',
    {
      schema: {
        tags: ['auth'],
        security: [],
        body: {
          type: 'object',
          required: ['username', 'password'],
          additionalProperties: false,
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 254 },
            password: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // Checked before the password, so that a locked account does not even confirm a right guess.
      await refuseWhileLocked(app, username, reply);
      const credentials = await users.credentials(username);
      // Unknown users are compared against a decoy hash: both failures look and take the same.
      if (!(await verifyPassword(credentials?.passwordHash, password))) {
        await app.signinThrottle.failed(username);
        throw unauthorized(LOGIN_FAILED);
      }
      if (!credentials!.allowed) {
        const user = await users.findBy('id', credentials!.id);
        throw forbidden(user?.emailConfirmed ? DISABLED : NOT_ACTIVATED);
      }
      return openSession(app, credentials!.id);
    },
  );

  app.post(
    '/api/auth/users/logout',
    { schema: { tags: ['auth'], response: { 200: { type: 'object', properties: { message: { type: 'string' } } } } } },
    async (request) => {
      if (!request.currentUser) throw unauthorized(request.authProblem ?? undefined);
      await users.bumpTokenVersion(request.currentUser.id);
      return { message: 'Signed out' };
    },
  );
}
