// Passwords: changepassword/{user} (the user, with the old password) and the reset by e-mail,
// resetpasswordoruser/{email} then resetpassword/{username}/{token}. Each ends every other session.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Config } from '../../config.ts';
import { contract, withContracts } from '../../contracts.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http-error.ts';
import { outgoingTexts } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { hashPassword, verifyPassword } from '../../plugins/app/passwords.ts';
import { requireSelf } from './account-access.ts';
import { resetLink, resetMail } from './account-mail.ts';
import { openSession, sessionResponse } from './session.ts';

const message = contract('accounts#/definitions/message');

export default async function passwordRoutes(instance: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const app = withContracts(instance);
  const users = app.repositories.users;

  app.post(
    '/api/auth/users/changepassword/:username',
    {
      onRequest: requireSelf,
      schema: {
        tags: ['auth'],
        params: contract('accounts#/definitions/byUsername'),
        body: contract('changePassword#'),
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const { username } = request.params;
      // A stolen session must not become a way around the sign-in limit.
      const attempt = await app.signinThrottle.begin(username, request.ip);
      const credentials = (await users.credentials(username))!;
      if (!(await verifyPassword(credentials.passwordHash, request.body.oldPass)))
        // 403, not 401: the browser ends the session on a 401, and a mistyped old password must not sign the user out.
        throw forbidden(MESSAGES.oldPasswordWrong);
      await attempt.succeeded();
      await users.setPasswordHash(credentials.id, await hashPassword(request.body.newPassword));
      // The new session goes on as the one that changed the password was signed in.
      const session = await openSession(app, credentials.id, request.headers['user-agent'], request.currentUser!.signedInWith);
      return { message: MESSAGES.passwordChanged, ...session };
    },
  );

  app.post(
    '/api/auth/users/resetpasswordoruser/:email',
    {
      config: { rateLimit: PER_ADDRESS.resetMail },
      schema: {
        tags: ['auth'],
        security: [],
        params: contract('accounts#/definitions/byEmail'),
        response: { 200: message },
      },
    },
    async (request) => {
      const user = await users.findByEmail(request.params.email.trim());
      if (!user) throw notFound(MESSAGES.emailNotFound);
      const token = await app.accountTokens.issue(user.id, 'reset');
      const link = resetLink(config, user.username, token);
      if (!(await app.mailer.send(resetMail(outgoingTexts(request), user.email, user.name, user.username, link))))
        throw new HttpError(502, MESSAGES.mailNotSent);
      return { message: MESSAGES.mailSent };
    },
  );

  app.post(
    '/api/auth/users/resetpassword/:username/:token',
    {
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: {
        tags: ['auth'],
        security: [],
        params: contract('accounts#/definitions/byUsernameToken'),
        body: contract('resetPassword#'),
        response: { 200: message },
      },
    },
    async (request) => {
      const user = await users.findBy('username', request.params.username);
      if (!user || !(await app.accountTokens.consume(user.id, 'reset', request.params.token))) throw badRequest(MESSAGES.tokenInvalid);
      await users.setPasswordHash(user.id, await hashPassword(request.body.newPassword));
      // The link proved the mailbox, which is what activation asks; an account an admin disabled stays disabled.
      if (!user.emailConfirmed) await users.update(user.id, { allowed: true, emailConfirmed: true });
      return { message: MESSAGES.passwordChanged };
    },
  );
}
