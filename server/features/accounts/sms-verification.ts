// SMS codes of the permission request and the phone change. Each send counts in numberOfSendSMS; a
// user past SMS_SENDS is locked until an admin unlocks them, and a successful verification clears
// the count (a code only verifies a phone its owner holds, so the lock only has to stop floods). A
// number receives at most PER_NUMBER (abuse-limits.ts) codes an hour, whichever accounts ask: no one floods a phone.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { UserRecord } from '../../../common/generated/types.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import { counted, type Translate } from '../../outgoing-texts.ts';
import { TOKEN_RULES } from './account-tokens.ts';
import type { TokenPurpose } from './tables.ts';

/** Sends allowed before the lock: the client shows the lock when numberOfSendSMS is above this. */
const SMS_SENDS = 3;

/** Sends a new code for `purpose` to `to`, in the language of the request `t` speaks. */
export async function sendCode(
  app: FastifyInstance,
  t: Translate,
  user: UserRecord,
  purpose: TokenPurpose,
  to: string,
  payload?: string,
): Promise<void> {
  const users = app.repositories.users;
  const id = user.id;
  const wait = await app.codesPerNumber.take(app.phones.comparable(to));
  if (wait !== null) throw new HttpError(429, 'Too many codes sent to this number: try again later', { 'Retry-After': wait });
  if (!(await users.takeSmsSend(id, SMS_SENDS))) throw new HttpError(429, MESSAGES.smsLocked);
  const code = await app.accountTokens.issue(id, purpose, payload);
  try {
    await app.sms.send(app.phones.texted(to), t('smsCode', { code, minutes: counted(t, 'minutes', TOKEN_RULES[purpose].ttlMs / 60_000) }));
  } catch (error) {
    app.log.error({ err: error, to }, 'SMS could not be sent');
    await users.returnSmsSend(id);
    throw new HttpError(502, MESSAGES.smsNotSent);
  }
}

/** Uses the code up (issued with `payload`, if any) and clears the send count; any refusal is a 400. */
export async function checkCode(
  app: FastifyInstance,
  user: UserRecord,
  purpose: TokenPurpose,
  code: string,
  payload?: string,
): Promise<void> {
  if (!(await app.accountTokens.consume(user.id, purpose, code, payload))) throw badRequest(MESSAGES.codeInvalid);
  await app.repositories.users.update(user.id, { numberOfSendSMS: 0 });
}

/** The identity check: records the family member whose phone number is the user's verified one. */
export async function checkIdentity(app: FastifyInstance, userId: number, phone: string): Promise<void> {
  const matched = await app.repositories.users.memberWithPhone(phone, userId, app.phones.comparable);
  await app.repositories.users.update(userId, { matchedMemberId: matched });
}
