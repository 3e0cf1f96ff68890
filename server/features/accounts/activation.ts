// E-mail activation: POST active/{username}/{token} opens the account; GET getactivationlink/{username}
// (ADMIN) shows the link that works now (the one mailed, while it lives), to hand to a user whose mail
// never arrived; POST newactivationlink/{username} (ADMIN) mails a new one, and the earlier stops working.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Config } from '../../config.ts';
import type { UserRecord } from '../../../common/generated/types.ts';
import { badRequest } from '../../http-error.ts';
import { contract, withContracts } from '../../contracts.ts';
import { outgoingTextsIn, type Translate } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { accountOf } from './account-access.ts';
import { activationLink, activationMail } from './account-mail.ts';

async function freshLink(app: FastifyInstance, config: Config, user: UserRecord): Promise<string> {
  const token = await app.accountTokens.issue(user.id, 'activation');
  return activationLink(config, user.username, token);
}

/** Mails a new activation link and answers it; a mail that cannot be sent is logged, and an admin can hand the link out. */
export async function sendActivationMail(app: FastifyInstance, config: Config, user: UserRecord, t: Translate): Promise<string> {
  const link = await freshLink(app, config, user);
  await app.mailer.send(activationMail(t, user.email, user.name, user.username, link));
  return link;
}

export default async function activationRoutes(instance: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const app = withContracts(instance);
  const users = app.repositories.users;

  app.post(
    '/api/auth/users/active/:username/:token',
    {
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: {
        tags: ['auth'],
        security: [],
        params: contract('accounts#/definitions/byUsernameToken'),
        response: { 200: contract('accounts#/definitions/message') },
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

  app.get(
    '/api/auth/users/getactivationlink/:username',
    {
      onRequest: requireRole('ADMIN'),
      schema: { tags: ['auth'], params: contract('accounts#/definitions/byUsername'), response: { 200: { type: 'string' } } },
    },
    async (request, reply) => {
      const user = await accountOf(app, request.params.username);
      const live = await app.accountTokens.currentLink(user.id, 'activation');
      const link = live ? activationLink(config, user.username, live) : await freshLink(app, config, user);
      return reply.type('text/plain; charset=utf-8').send(link);
    },
  );

  app.post(
    '/api/auth/users/newactivationlink/:username',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['auth'],
        params: contract('accounts#/definitions/byUsername'),
        response: { 200: contract('accounts#/definitions/activationLink') },
      },
    },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      if (user.emailConfirmed) throw badRequest(MESSAGES.alreadyActive);
      const link = await sendActivationMail(app, config, user, outgoingTextsIn(user.language ?? 'ar'));
      return { message: MESSAGES.activationMailed, link };
    },
  );
}
