// Changing the phone number: a code goes to the new number (modifynumber) and entering it makes the
// number the account's (modifynumberconfirmation), after which the identity check runs again.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import { badRequest, conflict } from '../../http-error.ts';
import { contract, withContracts } from '../../contracts.ts';
import { outgoingTexts } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { accountOf, requireSelf } from './account-access.ts';
import { checkCode, checkIdentity, sendCode } from './sms-verification.ts';

const message = contract('accounts#/definitions/message');

export default async function phoneChangeRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const users = app.repositories.users;

  async function refuseTaken(phone: string, userId: number): Promise<void> {
    const holder = await users.findBy('phoneNumber', phone);
    if (holder && holder.id !== userId) throw conflict(MESSAGES.phoneUsed);
  }

  app.post(
    '/api/auth/users/modifynumber/:username/:newNumber',
    {
      onRequest: requireSelf,
      config: { rateLimit: PER_ADDRESS.smsSend },
      schema: { tags: ['auth'], params: contract('accounts#/definitions/newNumber'), response: { 200: message } },
    },
    async (request) => {
      const newNumber = app.phones.kept(request.params.newNumber);
      const user = await accountOf(app, request.params.username);
      if (user.phoneNumber === newNumber) throw badRequest(MESSAGES.samePhone);
      await refuseTaken(newNumber, user.id);
      await sendCode(app, outgoingTexts(request), user, 'phone-code', newNumber, newNumber);
      return { message: MESSAGES.codeSentToNewNumber };
    },
  );

  app.post(
    '/api/auth/users/modifynumberconfirmation/:username/:newNumber/:code',
    {
      onRequest: requireSelf,
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: { tags: ['auth'], params: contract('accounts#/definitions/newNumberCode'), response: { 200: message } },
    },
    async (request) => {
      const { code } = request.params;
      const newNumber = app.phones.kept(request.params.newNumber);
      const user = await accountOf(app, request.params.username);
      await checkCode(app, user, 'phone-code', code, newNumber);
      await refuseTaken(newNumber, user.id);
      await users.update(user.id, { phoneNumber: newNumber });
      await checkIdentity(app, user.id, newNumber);
      return { message: MESSAGES.phoneChanged };
    },
  );
}
