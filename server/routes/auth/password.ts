// Passwords: changepassword/{user} (the user, with the old password) and the reset by e-mail,
// resetpasswordoruser/{email} then resetpassword/{username}/{token}. Each ends every other session.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http-error.ts';
import { outgoingTexts } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { hashPassword, verifyPassword } from '../../plugins/app/passwords.ts';
import { requireSelf, usernameParams } from './account-access.ts';
import { resetLink, resetMail } from './account-mail.ts';
import { enforce, RULES, textBody } from './account-rules.ts';
import { TOKEN_INVALID } from './activation.ts';
import { openSession, sessionResponse } from './session.ts';
import { refuseWhileLocked } from './signin.ts';

const CHANGED = 'Password changed succesfully.';
const NOT_CONFIRMED = 'Error: New Password not confirmed!';
/** 403, not 401: the browser ends the session on a 401, and a mistyped old password must not sign the user out. */
const OLD_WRONG = 'Password is not correct';

interface NewPassword {
  newPassword: string;
  newPasswordConfirmation: string;
}

function checkNewPassword(body: NewPassword): void {
  enforce([
    [body.newPassword, RULES.password],
    [body.newPasswordConfirmation, RULES.password],
  ]);
  if (body.newPassword !== body.newPasswordConfirmation) throw badRequest(NOT_CONFIRMED);
}

const message = { type: 'object', properties: { message: { type: 'string' } } };

export default async function passwordRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const users = app.repositories.users;

  app.post<{ Params: { username: string }; Body: NewPassword & { oldPass: string } }>(
    '/api/auth/users/changepassword/:username',
    {
      onRequest: requireSelf,
      schema: {
        tags: ['auth'],
        params: usernameParams(),
        body: textBody(['oldPass', 'newPassword', 'newPasswordConfirmation']),
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      enforce([[request.body.oldPass, RULES.password]]);
      checkNewPassword(request.body);
      // A stolen session must not become a way around the sign-in limit.
      await refuseWhileLocked(app, username, reply);
      const credentials = (await users.credentials(username))!;
      if (!(await verifyPassword(credentials.passwordHash, request.body.oldPass))) {
        await app.signinThrottle.failed(username);
        throw forbidden(OLD_WRONG);
      }
      await users.setPasswordHash(credentials.id, await hashPassword(request.body.newPassword));
      return { message: CHANGED, ...(await openSession(app, credentials.id)) };
    },
  );

  app.post<{ Params: { email: string } }>(
    '/api/auth/users/resetpasswordoruser/:email',
    {
      config: { rateLimit: PER_ADDRESS.resetMail },
      schema: {
        tags: ['auth'],
        security: [],
        params: { type: 'object', required: ['email'], properties: { email: { type: 'string', minLength: 1, maxLength: 254 } } },
        response: { 200: message },
      },
    },
    async (request) => {
      const user = await users.findByEmail(request.params.email.trim());
      if (!user) throw notFound('Error: Email not found!');
      const token = await app.accountTokens.issue(user.id as number, 'reset');
      const link = resetLink(config, user.username as string, token);
      if (!(await app.mailer.send(resetMail(outgoingTexts(request), user.email as string, user.name, user.username as string, link))))
        throw new HttpError(502, 'The e-mail could not be sent: please try again later');
      return { message: 'Email Sent Successfully.' };
    },
  );

  app.post<{ Params: { username: string; token: string }; Body: NewPassword }>(
    '/api/auth/users/resetpassword/:username/:token',
    {
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: {
        tags: ['auth'],
        security: [],
        params: usernameParams('token'),
        body: textBody(['newPassword', 'newPasswordConfirmation']),
        response: { 200: message },
      },
    },
    async (request) => {
      checkNewPassword(request.body);
      const user = await users.findBy('username', request.params.username);
      if (!user || !(await app.accountTokens.consume(user.id as number, 'reset', request.params.token))) throw badRequest(TOKEN_INVALID);
      await users.setPasswordHash(user.id as number, await hashPassword(request.body.newPassword));
      // The link proved the mailbox, which is what activation asks; an account an admin disabled stays disabled.
      if (!user.emailConfirmed) await users.update(user.id as number, { allowed: true, emailConfirmed: true });
      return { message: CHANGED };
    },
  );
}
