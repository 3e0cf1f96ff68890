// Spec section 8: which text a failed (or successful) call shows. A server text the catalogue of
// common/model/messages.ts translates shows in the visitor's language; any other failure shows the
// server's message, else the error's.
import { messageKey } from '../../common/model/messages.ts';
import { HttpError } from '../providers/httpClient.ts';
import type { Translate } from './i18n/I18nProvider.tsx';

/** The text to show for a failure, in the visitor's language where the catalogue knows it. */
export function errorText(error: unknown, t: Translate): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!message) return t('portal.errors.generic');
  const key = messageKey(message);
  if (key) return t(key);
  // A budget spent (too many codes, mails or sign-ins from here): the wait, in the reader's words.
  if (error instanceof HttpError && error.status === 429) {
    return t('portal.errors.tooManyRequests', { smart_count: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
  }
  // A network failure has no server message; the browser's own text is not for family members.
  if (error instanceof TypeError) return t('portal.errors.network');
  return message;
}
