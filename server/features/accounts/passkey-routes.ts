// Passkeys' calls (schema/api/passkeys.json, the ceremonies in passkeys.ts): a signed-in user registers one
// from the profile, sees them there and removes one (a lost phone); anyone signs in with one from the login page,
// without a password.
import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { MESSAGES } from '../../../common/model/messages.ts';
import { contract, withContracts } from '../../contracts.ts';
import { badRequest, notFound, unauthorized } from '../../http-error.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { deviceName } from './device-name.ts';
import { sessionResponse, signInAs } from './session.ts';

const BASE = '/api/auth/passkeys';

export default async function passkeyRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const tags = ['auth'];
  const options = { 200: contract('passkeys#/definitions/options') };

  app.post(
    `${BASE}/register/options`,
    {
      onRequest: requireRole('USER'),
      schema: { tags, description: 'Starts registering a passkey of this device for the account.', response: options },
    },
    async (request) => {
      const user = (await app.repositories.users.findBy('id', request.currentUser!.id))!;
      return { ...(await app.passkeys.registrationOptions({ id: user.id, username: user.username, name: user.name })) };
    },
  );

  app.post(
    `${BASE}/register`,
    {
      onRequest: requireRole('USER'),
      schema: {
        tags,
        description: 'Keeps the passkey the device made for the challenge of the options.',
        body: contract('passkeys#/definitions/credential'),
        response: { 200: contract('accounts#/definitions/message') },
      },
    },
    async (request) => {
      // The contract checks the outline; the library reads the rest, and refuses what it cannot.
      const response = request.body as unknown as RegistrationResponseJSON;
      if (!(await app.passkeys.register(request.currentUser!.id, response, request.headers['user-agent'] ?? null)))
        throw badRequest(MESSAGES.passkeyRefused);
      return { message: MESSAGES.passkeyAdded };
    },
  );

  app.get(
    BASE,
    {
      onRequest: requireRole('USER'),
      schema: {
        tags,
        description: 'The account’s passkeys, to see and remove one (a lost phone).',
        response: { 200: contract('passkeys#/definitions/passkeyList') },
      },
    },
    async (request) => {
      const kept = await app.passkeys.listed(request.currentUser!.id);
      return { passkeys: kept.map((k) => ({ id: k.id, device: deviceName(k.userAgent), addedAt: k.createdAt })) };
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      onRequest: requireRole('USER'),
      schema: {
        tags,
        description: 'Removes one of the account’s passkeys: it no longer signs anyone in. Another account’s is 404.',
        params: contract('params#/definitions/byId'),
        response: { 200: contract('accounts#/definitions/message') },
      },
    },
    async (request) => {
      if (!(await app.passkeys.remove(request.currentUser!.id, Number(request.params.id)))) throw notFound(MESSAGES.passkeyNotFound);
      return { message: MESSAGES.passkeyRemoved };
    },
  );

  app.post(
    `${BASE}/signin/options`,
    {
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: {
        tags,
        security: [],
        description: 'Starts a sign-in with a passkey: the device offers the portal’s passkeys it keeps.',
        response: options,
      },
    },
    async () => ({ ...(await app.passkeys.signinOptions()) }),
  );

  app.post(
    `${BASE}/signin`,
    {
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: {
        tags,
        security: [],
        description: 'Signs in the account of the passkey whose signature answers the challenge; no password, no code.',
        body: contract('passkeys#/definitions/credential'),
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const userId = await app.passkeys.signin(request.body as unknown as AuthenticationResponseJSON);
      if (userId === undefined) throw unauthorized(MESSAGES.passkeyRefused);
      return signInAs(app, request, userId, 'passkey');
    },
  );
}
