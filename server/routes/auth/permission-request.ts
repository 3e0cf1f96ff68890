// Asking for family permission: the user requests an SMS code (requestnow), enters it (activebisharat),
// which verifies the phone and runs the identity check; admins list the requests and unlock SMS.
import type { FastifyInstance } from 'fastify';
import { deriveRole } from '../../../src/model/roles.ts';
import type { WireRecord } from '../../db/codec.ts';
import { badRequest, conflict } from '../../http-error.ts';
import { outgoingTexts } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { accountOf, requireSelf, requireSelfOrAdmin, usernameParams } from './account-access.ts';
import { checkCode, checkIdentity, sendCode } from './sms-verification.ts';

const message = { type: 'object', properties: { message: { type: 'string' } } };

const memberSummary = { anyOf: [{ $ref: 'member#/definitions/memberSummary' }, { type: 'null' }] };

/** A user who verified their phone and waits for an admin: BISH or higher has nothing left to ask. */
const waitsForPermission = (user: WireRecord): boolean =>
  user.requestPermission === true && deriveRole(user.roles as Array<{ name: string }>) === 'USER';

export default async function permissionRequestRoutes(app: FastifyInstance): Promise<void> {
  const users = app.repositories.users;
  type ByName = { Params: { username: string } };

  app.post<ByName>(
    '/api/auth/users/:username/requestnow',
    {
      onRequest: requireSelf,
      config: { rateLimit: PER_ADDRESS.smsSend },
      schema: { tags: ['auth'], params: usernameParams(), response: { 200: message } },
    },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      if (deriveRole(user.roles as Array<{ name: string }>) !== 'USER') throw conflict('You already have family permission');
      if (!user.phoneNumber) throw badRequest('Add a phone number to your account first');
      await sendCode(app, outgoingTexts(request), user, 'permission-code', user.phoneNumber as string);
      return { message: 'Code sent by SMS' };
    },
  );

  app.post<{ Params: { username: string; code: string } }>(
    '/api/auth/users/activebisharat/:username/:code',
    {
      onRequest: requireSelf,
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: { tags: ['auth'], params: usernameParams('code'), response: { 200: message } },
    },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      await checkCode(app, user, 'permission-code', request.params.code);
      await users.update(user.id as number, { requestPermission: true });
      await checkIdentity(app, user.id as number, user.phoneNumber as string);
      return { message: 'User phone confirmed successfully! ' };
    },
  );

  app.get<ByName>(
    '/api/auth/users/:username/isrequestforbish',
    {
      onRequest: requireSelfOrAdmin,
      schema: {
        tags: ['auth'],
        params: usernameParams(),
        response: {
          200: {
            type: 'object',
            required: ['pending', 'codeSent'],
            properties: {
              pending: { type: 'boolean', description: 'The phone is verified and the request waits for an admin.' },
              codeSent: { type: 'boolean', description: 'A permission code was sent and can still be entered.' },
            },
          },
        },
      },
    },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      return { pending: waitsForPermission(user), codeSent: await app.accountTokens.pending(user.id as number, 'permission-code') };
    },
  );

  app.get(
    '/api/auth/users/getrequestjoinbisharat',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['auth'],
        response: {
          200: { type: 'array', items: { allOf: [{ $ref: 'user#' }, { type: 'object', properties: { matchedMember: memberSummary } }] } },
        },
      },
    },
    async () => {
      const waiting = (await users.where('requestPermission', true)).filter(waitsForPermission);
      const members = await app.repositories.members.summaries(
        waiting.map((u) => u.matchedMemberId as number | null).filter((id): id is number => id !== null),
      );
      return waiting.map((u) => ({ ...u, matchedMember: members.get(u.matchedMemberId as number) ?? null }));
    },
  );

  app.post<ByName>(
    '/api/auth/users/unlocksmsuser/:username',
    { onRequest: requireRole('ADMIN'), schema: { tags: ['auth'], params: usernameParams(), response: { 200: message } } },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      await users.update(user.id as number, { numberOfSendSMS: 0 });
      return { message: 'SMS unlocked for user' };
    },
  );
}
