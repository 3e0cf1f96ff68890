// A moment (a notification's creation, an account's) in the reader's language, digits and the Gregorian
// calendar: react-admin's default is the browser's locale, which showed "11/23/2026, 1:21:57 PM" on an
// Arabic page, scrambled by the right-to-left line; and plain "ar" writes Latin digits.
import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { dateFormat } from '../../../common/model/dateFormat.ts';
import { isLanguage, LOCALES } from '../../../common/model/languages.ts';

/** A moment as the back office writes it: Gregorian, the date and the time to the minute. */
const MOMENT_FORMAT: Intl.DateTimeFormatOptions = { calendar: 'gregory', dateStyle: 'medium', timeStyle: 'short' };

/** The locale whose digits are the language's (ar-SA: Arabic-Indic), the calendar being fixed to Gregorian. */
export const localeOf = (locale: string): string => (isLanguage(locale) ? LOCALES[locale] : locale);

export const momentFormat = (locale: string): Intl.DateTimeFormat => dateFormat(localeOf(locale), MOMENT_FORMAT);

export function LocalDateTimeField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField {...props} showTime locales={localeOf(locale)} options={MOMENT_FORMAT} />;
}
