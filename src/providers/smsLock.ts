// Spec sections 4 and 5: a user whose numberOfSendSMS is above 3 is locked until an admin unlocks them,
// and the browser refuses to ask for another code. The stored user is the sign-in's copy of the count,
// so each send the server accepts (or refuses as locked) is noted there too.
import { HttpError } from './httpClient.ts';
import { getStoredUser, storeUser } from './session.ts';
import { MESSAGES } from '../../common/model/messages.ts';

const SMS_SEND_LIMIT = 3;

export const isSmsLocked = (numberOfSendSMS: number | undefined): boolean => (numberOfSendSMS ?? 0) > SMS_SEND_LIMIT;

/** Whether a failed send is the server's lock ('SMS exceed for user'). */
export const isLockAnswer = (error: unknown): boolean => error instanceof HttpError && error.message === MESSAGES.smsLocked;

/** Keeps the stored count in step with the server after a send (`locked`: the server refused it as locked). */
export function noteSmsSend(locked: boolean): void {
  const user = getStoredUser();
  if (!user) return;
  storeUser({ ...user, numberOfSendSMS: locked ? SMS_SEND_LIMIT + 1 : user.numberOfSendSMS + 1 });
}
