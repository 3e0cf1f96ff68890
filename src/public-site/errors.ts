// Spec section 8: which text a failed (or successful) call shows. Known server messages map to a
// translated entry of portal.errors; any other failure shows the server's message, else the error's.
import type { Translate } from './i18n/I18nProvider.tsx';

const SERVER_MESSAGES: ReadonlyArray<[string, string]> = [
  ['SMS exceed for user', 'portal.errors.tooManyTries'],
  ['10', 'portal.errors.tooManyTries'],
  ['PhoneNumber Already used', 'portal.errors.newPhoneAlreadyUsed'],
  ['Error: Email not found!', 'portal.errors.emailNotValid'],
  ['Email Sent Successfully.', 'portal.errors.mailSent'],
  ['Error: Token Invalid!', 'portal.errors.linkUnavailable'],
  ['Password is not correct', 'portal.errors.passwordNotCorrect'],
  // Account answers the spec does not list, which a family member would otherwise read in English.
  ['Error: Code Invalid!', 'portal.account.errors.codeInvalid'],
  ['Error: Username is already taken!', 'portal.account.errors.usernameTaken'],
  ['Error: Email is already in use!', 'portal.account.errors.emailTaken'],
  ['Add a phone number to your account first', 'portal.account.errors.addPhoneFirst'],
  ['This is already your phone number', 'portal.account.errors.samePhone'],
  ['Error: New Password not confirmed!', 'portal.errors.passwordNotConfirmed'],
  ['Password changed succesfully.', 'portal.errors.passwordChanged'],
  ['User phone confirmed successfully! ', 'portal.errors.phoneConfirmed'],
  ['Phone number changed successfully! ', 'portal.errors.phoneChanged'],
];

/** The catalogue key for a server message, if the spec gives it a translated text. */
export function catalogueKey(message: string): string | undefined {
  return SERVER_MESSAGES.find(([m]) => m === message || m.trim() === message.trim())?.[1];
}

/** The text to show for a failure, in the visitor's language where the catalogue knows it. */
export function errorText(error: unknown, t: Translate): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!message) return t('portal.errors.generic');
  const key = catalogueKey(message);
  if (key) return t(key);
  // A network failure has no server message; the browser's own text is not for family members.
  if (error instanceof TypeError) return t('portal.errors.network');
  return message;
}
