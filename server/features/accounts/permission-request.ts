// Asking for family permission: the user requests an SMS code (requestnow), enters it (activebisharat),
// which verifies the phone, runs the identity check and mails the admins; admins list the requests
// (with the members each account may be) and count them, and unlock SMS.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import { deriveRole } from '../../../common/model/roles.ts';
import type { Config } from '../../config.ts';
import { badRequest, conflict } from '../../http-error.ts';
import { contract, withContracts } from '../../contracts.ts';
import { outgoingTexts } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { accountOf, requireSelf, requireSelfOrAdmin } from './account-access.ts';
import { mailAdminsOfRequest, reviewedRequests, waitingUsers, waitsForPermission } from './permission-review.ts';
import { checkCode, checkIdentity, sendCode } from './sms-verification.ts';

const message = contract('accounts#/definitions/message');

const memberSummary = { $ref: 'member#/definitions/memberSummary' };
const maybeMember = { anyOf: [memberSummary, { type: 'null' }] };

/** A request as the admin reviews it: the user, and the members the account may be linked to. */
const reviewedRequest = {
  allOf: [
    { $ref: 'user#' },
    {
      type: 'object',
      properties: {
        matchedMember: { ...maybeMember, description: 'The member whose phone is the verified one (the identity check).' },
        nameMatches: { type: 'array', items: memberSummary, description: 'Other members whose name chain holds the account’s full name.' },
        linkedMember: { ...maybeMember, description: 'The member the account is linked to now.' },
      },
    },
  ],
};

export default async function permissionRequestRoutes(instance: FastifyInstance, { config }: { config: Config }): Promise<void> {
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
      const arrives = !waitsForPermission(user) && deriveRole(user.roles ?? []) === 'USER';
      await users.update(user.id, { requestPermission: true });
      // The code went to this phone, so the user has one.
      if (user.phoneNumber !== null) await checkIdentity(app, user.id, user.phoneNumber);
      // The admins hear of a new request without having to come and look; a code entered again adds no mail.
      if (arrives) await mailAdminsOfRequest(app, config, (await users.findById(user.id))!);
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
        response: { 200: { type: 'array', items: reviewedRequest } },
      },
    },
    async () => reviewedRequests(app),
  );

  app.get(
    '/api/auth/users/getrequestjoinbisharat/count',
    {
      onRequest: requireRole('ADMIN'),
      schema: { tags: ['auth'], response: { 200: contract('accounts#/definitions/requestCount') } },
    },
    async () => ({ count: (await waitingUsers(app)).length }),
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
