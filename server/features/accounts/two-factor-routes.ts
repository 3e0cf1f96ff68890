// The second factor's calls under /api/auth/2fa (schema/api/two-factor.json): a signed-in user sets it up
// from the profile, turns it on with a first code and off with the password and a code; an ADMIN turns it off
// for a member who lost their phone. Signing in with it: signin.ts.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import { contract, withContracts } from '../../contracts.ts';
import { conflict, fieldRefused, HttpError, notFound } from '../../http-error.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { verifyPassword } from '../../plugins/app/passwords.ts';
import { keepOnlyThisSession } from './session.ts';

const BASE = '/api/auth/2fa';

export default async function twoFactorRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const tags = ['auth'];
  const done = { 200: contract('accounts#/definitions/message') };

  app.post(
    `${BASE}/setup`,
    {
      onRequest: requireRole('USER'),
      schema: {
        tags,
        description: 'A new secret for the authenticator app, shown this once; the second factor is on once its first code is confirmed.',
        response: { 200: contract('two-factor#/definitions/setup') },
      },
    },
    async (request) => {
      const { id, username } = request.currentUser!;
      const setup = await app.secondFactor.setUp(id, username);
      // A new secret would not replace the one in use without its codes: turning it off comes first.
      if (!setup) throw conflict(MESSAGES.twoFactorOn);
      return setup;
    },
  );

  app.post(
    `${BASE}/confirm`,
    {
      onRequest: requireRole('USER'),
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: {
        tags,
        description: 'Turns the second factor on with the first code of the secret set up; answers the ten recovery codes, this once.',
        body: contract('twoFactorCode#'),
        response: { 200: contract('two-factor#/definitions/recoveryCodes') },
      },
    },
    async (request) => {
      const { id } = request.currentUser!;
      if (await app.secondFactor.isOn(id)) throw conflict(MESSAGES.twoFactorOn);
      const recoveryCodes = await app.secondFactor.confirm(id, request.body.code);
      if (!recoveryCodes) throw fieldRefused({ field: 'code', rule: 'codeWrong' });
      // Whoever else holds a session of the account got in with the password alone: they are signed out. This one
      // has just shown the code.
      return { recoveryCodes, ...(await keepOnlyThisSession(app, request, 'code')) };
    },
  );

  app.post(
    `${BASE}/disable`,
    {
      onRequest: requireRole('USER'),
      schema: {
        tags,
        description: 'Turns the second factor off: the password and a current code (or a recovery code), counted as sign-in tries.',
        body: contract('twoFactorOff#'),
        response: done,
      },
    },
    async (request) => {
      const { id, username } = request.currentUser!;
      if (!(await app.secondFactor.isOn(id))) throw conflict(MESSAGES.twoFactorOff);
      // An open session left on a shared computer must not be enough to take the factor away: these are guesses too.
      const attempt = await app.signinThrottle.begin(username, request.ip);
      const credentials = await app.repositories.users.credentials(username);
      if (!(await verifyPassword(credentials?.passwordHash, request.body.password))) throw new HttpError(403, MESSAGES.oldPasswordWrong);
      if (!(await app.secondFactor.check(id, request.body.code))) throw fieldRefused({ field: 'code', rule: 'codeWrong' });
      await attempt.succeeded();
      await app.secondFactor.turnOff(id);
      return { message: MESSAGES.twoFactorTurnedOff };
    },
  );

  app.post(
    `${BASE}/reset/:username`,
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags,
        description:
          'ADMIN: turns off the second factor of a member who lost their phone, once the admin has made sure who is asking. Kept in the history.',
        params: contract('two-factor#/definitions/byUsername'),
        response: done,
      },
    },
    async (request) => {
      const user = await app.repositories.users.findBy('username', request.params.username);
      if (!user) throw notFound(MESSAGES.userNotFound);
      if (!(await app.secondFactor.turnOff(user.id))) throw conflict(MESSAGES.twoFactorOff);
      return { message: MESSAGES.twoFactorTurnedOff };
    },
  );
}
