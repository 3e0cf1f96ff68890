// Asking for family permission: the user requests an SMS code (requestnow), enters it (activebisharat),
// which verifies the phone and runs the identity check; admins list the requests and unlock SMS.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import { deriveRole } from '../../../common/model/roles.ts';
import type { UserRecord } from '../../../common/generated/types.ts';
import { badRequest, conflict } from '../../http-error.ts';
import { contract, withContracts } from '../../contracts.ts';
import { outgoingTexts } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { accountOf, requireSelf, requireSelfOrAdmin } from './account-access.ts';
import { checkCode, checkIdentity, sendCode } from './sms-verification.ts';

const message = contract('accounts#/definitions/message');

const memberSummary = { anyOf: [{ $ref: 'member#/definitions/memberSummary' }, { type: 'null' }] };

/** A user who verified their phone and waits for an admin: BISH or higher has nothing left to ask. */
const waitsForPermission = (user: UserRecord): boolean => user.requestPermission === true && deriveRole(user.roles ?? []) === 'USER';

export default async function permissionRequestRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const users = app.repositories.users;
  const byUsername = contract('accounts#/definitions/byUsername');

  app.post(
    '/api/auth/users/:username/requestnow',
    {
      onRequest: requireSelf,
      config: { rateLimit: PER_ADDRESS.smsSend },
      schema: { tags: ['auth'], params: byUsername, response: { 200: message } },
    },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      if (deriveRole(user.roles ?? []) !== 'USER') throw conflict(MESSAGES.alreadyFamily);
      if (!user.phoneNumber) throw badRequest(MESSAGES.addPhoneFirst);
      await sendCode(app, outgoingTexts(request), user, 'permission-code', user.phoneNumber);
      return { message: MESSAGES.codeSent };
    },
  );

  app.post(
    '/api/auth/users/activebisharat/:username/:code',
    {
      onRequest: requireSelf,
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: { tags: ['auth'], params: contract('accounts#/definitions/byUsernameCode'), response: { 200: message } },
    },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      await checkCode(app, user, 'permission-code', request.params.code);
      await users.update(user.id, { requestPermission: true });
      // The code went to this phone, so the user has one.
      if (user.phoneNumber !== null) await checkIdentity(app, user.id, user.phoneNumber);
      return { message: MESSAGES.phoneConfirmed };
    },
  );

  app.get(
    '/api/auth/users/:username/isrequestforbish',
    {
      onRequest: requireSelfOrAdmin,
      schema: {
        tags: ['auth'],
        params: byUsername,
        response: { 200: contract('accounts#/definitions/permissionState') },
      },
    },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      return { pending: waitsForPermission(user), codeSent: await app.accountTokens.pending(user.id, 'permission-code') };
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
        waiting.map((u) => u.matchedMemberId).filter((id): id is number => id !== null),
      );
      return waiting.map((u) => ({ ...u, matchedMember: u.matchedMemberId === null ? null : (members.get(u.matchedMemberId) ?? null) }));
    },
  );

  app.post(
    '/api/auth/users/unlocksmsuser/:username',
    { onRequest: requireRole('ADMIN'), schema: { tags: ['auth'], params: byUsername, response: { 200: message } } },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      await users.update(user.id, { numberOfSendSMS: 0 });
      return { message: MESSAGES.smsUnlocked };
    },
  );
}
