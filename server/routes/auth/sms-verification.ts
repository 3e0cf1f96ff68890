// SMS codes of the permission request and the phone change. Each send counts in numberOfSendSMS; a
// user past SMS_SENDS is locked until an admin unlocks them, and a successful verification clears
// the count (a code only verifies a phone its owner holds, so the lock only has to stop floods).
import type { FastifyInstance } from 'fastify';
import type { WireRecord } from '../../db/codec.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import type { Translate } from '../../outgoing-texts.ts';
import { TOKEN_RULES, type TokenPurpose } from '../../plugins/app/account-tokens.ts';

/** Sends allowed before the lock: the client shows the lock when numberOfSendSMS is above this. */
const SMS_SENDS = 3;
const SMS_LOCKED = 'SMS exceed for user';
const CODE_INVALID = 'Error: Code Invalid!';

/** Sends a new code for `purpose` to `to`, in the language of the request `t` speaks. */
export async function sendCode(
  app: FastifyInstance,
  t: Translate,
  user: WireRecord,
  purpose: TokenPurpose,
  to: string,
  payload?: string,
): Promise<void> {
  const users = app.repositories.users;
  const id = user.id as number;
  if (!(await users.takeSmsSend(id, SMS_SENDS))) throw new HttpError(429, SMS_LOCKED);
  const code = await app.accountTokens.issue(id, purpose, payload);
  try {
    await app.sms.send(to, t('smsCode', { code, minutes: TOKEN_RULES[purpose].ttlMs / 60_000 }));
  } catch (error) {
    app.log.error({ err: error, to }, 'SMS could not be sent');
    await users.returnSmsSend(id);
    throw new HttpError(502, 'The SMS could not be sent: please try again later');
  }
}

/** Uses the code up (issued with `payload`, if any) and clears the send count; any refusal is a 400. */
export async function checkCode(
  app: FastifyInstance,
  user: WireRecord,
  purpose: TokenPurpose,
  code: string,
  payload?: string,
): Promise<void> {
  if (!(await app.accountTokens.consume(user.id as number, purpose, code, payload))) throw badRequest(CODE_INVALID);
  await app.repositories.users.update(user.id as number, { numberOfSendSMS: 0 });
}

/** The identity check: records the family member whose phone number is the user's verified one. */
export async function checkIdentity(app: FastifyInstance, userId: number, phone: string): Promise<void> {
  const matched = await app.repositories.users.memberWithPhone(phone, userId);
  await app.repositories.users.update(userId, { matchedMemberId: matched });
}
