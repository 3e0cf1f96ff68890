// POST /api/auth/users/signin: a username and password (and the second factor's code, when the account has
// one) for an access token and the session user;
// GET /api/auth/users/session: that user as it is now; POST /api/auth/users/logout ends every session of the user.
import type { FastifyInstance } from 'fastify';
import loginForm from '../../../schema/forms/login.json';
import { MESSAGES } from '../../../common/model/messages.ts';
import { contract, withContracts } from '../../contracts.ts';
import { fieldRefused, unauthorized } from '../../http-error.ts';
import { verifyPassword } from '../../plugins/app/passwords.ts';
import { trimBody } from '../../validation.ts';
import { ownView, sessionResponse, sessionUserResponse, signInAs } from './session.ts';

export default async function signinRoute(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const users = app.repositories.users;
  app.post(
    '/api/auth/users/signin',
    {
      preValidation: trimBody(loginForm),
      schema: {
        tags: ['auth'],
        security: [],
        body: contract('login#'),
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const { username, password, code } = request.body;
      // Reserved before the password is checked, so that a locked account does not even confirm a right guess.
      const attempt = await app.signinThrottle.begin(username, request.ip);
      const credentials = await users.credentials(username);
      // Unknown users are compared against a decoy hash: both failures look and take the same.
      if (!(await verifyPassword(credentials?.passwordHash, password))) throw unauthorized(MESSAGES.loginFailed);
      // Asked only after the right password. A missing code is no guess, so its try is taken back; a wrong one
      // stays counted with the password guesses, which keeps a guesser of six digits to the same budget.
      const withCode = await app.secondFactor.isOn(credentials!.id);
      if (withCode) {
        if (!code) {
          await attempt.succeeded();
          throw fieldRefused({ field: 'code', rule: 'codeNeeded' }, 401);
        }
        if (!(await app.secondFactor.check(credentials!.id, code))) throw fieldRefused({ field: 'code', rule: 'codeWrong' }, 401);
      }
      await attempt.succeeded();
      return signInAs(app, request, credentials!.id, withCode ? 'code' : 'password');
    },
  );

  // The open session's own user as it is now: an admin may have changed its roles since the sign-in.
  app.get('/api/auth/users/session', { schema: { tags: ['auth'], response: { 200: sessionUserResponse } } }, async (request) => {
    if (!request.currentUser) throw unauthorized(request.authProblem ?? undefined);
    return ownView(app, (await users.findBy('id', request.currentUser.id))!, request.currentUser.signedInWith);
  });

  app.post(
    '/api/auth/users/logout',
    { schema: { tags: ['auth'], response: { 200: { type: 'object', properties: { message: { type: 'string' } } } } } },
    async (request) => {
      if (!request.currentUser) throw unauthorized(request.authProblem ?? undefined);
      await users.bumpTokenVersion(request.currentUser.id);
      return { message: MESSAGES.signedOut };
    },
  );
}
