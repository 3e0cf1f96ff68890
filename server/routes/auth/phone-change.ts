// Changing the phone number: a code goes to the new number (modifynumber) and entering it makes the
// number the account's (modifynumberconfirmation), after which the identity check runs again.
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../http-error.ts';
import { outgoingTexts } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { accountOf, requireSelf, usernameParams } from './account-access.ts';
import { enforce, RULES } from './account-rules.ts';
import { checkCode, checkIdentity, sendCode } from './sms-verification.ts';

const PHONE_USED = 'PhoneNumber Already used';
const message = { type: 'object', properties: { message: { type: 'string' } } };

export default async function phoneChangeRoutes(app: FastifyInstance): Promise<void> {
  const users = app.repositories.users;

  async function refuseTaken(phone: string, userId: number): Promise<void> {
    const holder = await users.findBy('phoneNumber', phone);
    if (holder && holder.id !== userId) throw conflict(PHONE_USED);
  }

  app.post<{ Params: { username: string; newNumber: string } }>(
    '/api/auth/users/modifynumber/:username/:newNumber',
    {
      onRequest: requireSelf,
      config: { rateLimit: PER_ADDRESS.smsSend },
      schema: { tags: ['auth'], params: usernameParams('newNumber'), response: { 200: message } },
    },
    async (request) => {
      const { newNumber } = request.params;
      enforce([[newNumber, RULES.phone]]);
      const user = await accountOf(app, request.params.username);
      if (user.phoneNumber === newNumber) throw badRequest('This is already your phone number');
      await refuseTaken(newNumber, user.id as number);
      await sendCode(app, outgoingTexts(request), user, 'phone-code', newNumber, newNumber);
      return { message: 'Code sent by SMS to the new number' };
    },
  );

  app.post<{ Params: { username: string; newNumber: string; code: string } }>(
    '/api/auth/users/modifynumberconfirmation/:username/:newNumber/:code',
    {
      onRequest: requireSelf,
      config: { rateLimit: PER_ADDRESS.secretCheck },
      schema: { tags: ['auth'], params: usernameParams('newNumber', 'code'), response: { 200: message } },
    },
    async (request) => {
      const { newNumber, code } = request.params;
      const user = await accountOf(app, request.params.username);
      await checkCode(app, user, 'phone-code', code, newNumber);
      await refuseTaken(newNumber, user.id as number);
      await users.update(user.id as number, { phoneNumber: newNumber });
      await checkIdentity(app, user.id as number, newNumber);
      return { message: 'Phone number changed successfully! ' };
    },
  );
}
