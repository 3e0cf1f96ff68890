// When a notice was posted, in the reader's language and digits, on the Gregorian calendar (the
// family's; ar-SA would otherwise count in the Hijri calendar).
import { dateFormat } from '../../../../common/model/dateFormat.ts';

const postedFormat = (locale: string, style: 'medium' | 'long') =>
  dateFormat(locale, { calendar: 'gregory', dateStyle: style, timeStyle: 'short' });

export function postedOn(iso: string, locale: string, style: 'medium' | 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return postedFormat(locale, style).format(date);
}

/**
 * Makes the list's date format now: the page's first one loads the browser's calendar data (some 80 ms
 * on a phone), which is better spent while the notices are on their way than in the cards' first render.
 */
export const preparePostedOn = (locale: string): void => void postedFormat(locale, 'medium');
