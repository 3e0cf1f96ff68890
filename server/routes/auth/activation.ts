// E-mail activation: POST active/{username}/{token} opens the account; GET getactivationlink/{username}
// (ADMIN) gives a fresh link for a user whose mail never arrived.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../src/model/messages.ts';
import type { Config } from '../../config.ts';
import type { UserRecord } from '../../../src/generated/types.ts';
import { badRequest } from '../../http-error.ts';
import type { Translate } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { accountOf, usernameParams } from './account-access.ts';
import { activationLink, activationMail } from './account-mail.ts';

async function freshLink(app: FastifyInstance, config: Config, user: UserRecord): Promise<string> {
  const token = await app.accountTokens.issue(user.id, 'activation');
  return activationLink(config, user.username, token);
}

/** Mails a new activation link; a mail that cannot be sent is logged, and an admin can hand the link out. */
export async function sendActivationMail(app: FastifyInstance, config: Config, user: UserRecord, t: Translate): Promise<void> {
  const link = await freshLink(app, config, user);
  await app.mailer.send(activationMail(t, user.email, user.name, user.username, link));
}

export default async function activationRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const users = app.repositories.users;

  app.post<{ Params: { username: string; token: string } }>(
    '/api/auth/users/active/:username/:token',
    {
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: {
        tags: ['auth'],
        security: [],
        params: usernameParams('token'),
        response: { 200: { type: 'object', properties: { message: { type: 'string' } } } },
      },
    },
    async (request) => {
      const user = await users.findBy('username', request.params.username);
      // A link opened a second time finds the account open; it changes nothing (an old link must not
      // re-open an account an admin has since disabled).
      if (user?.emailConfirmed) return { message: MESSAGES.alreadyActive };
      if (!user || !(await app.accountTokens.consume(user.id, 'activation', request.params.token))) throw badRequest(MESSAGES.tokenInvalid);
      await users.update(user.id, { allowed: true, emailConfirmed: true });
      return { message: MESSAGES.userActivated };
    },
  );

  app.get<{ Params: { username: string } }>(
    '/api/auth/users/getactivationlink/:username',
    { onRequest: requireRole('ADMIN'), schema: { tags: ['auth'], params: usernameParams(), response: { 200: { type: 'string' } } } },
    async (request, reply) => {
      const link = await freshLink(app, config, await accountOf(app, request.params.username));
      return reply.type('text/plain; charset=utf-8').send(link);
    },
  );
}
