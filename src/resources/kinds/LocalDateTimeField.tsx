// A moment (a notification's creation, an account's) in the reader's language and the Gregorian
// calendar: react-admin's default is the browser's locale, which showed "11/23/2026, 1:21:57 PM" on an
// Arabic page, scrambled by the right-to-left line.
import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** A moment as the back office writes it: Gregorian, the date and the time to the minute. */
export const MOMENT_FORMAT: Intl.DateTimeFormatOptions = { calendar: 'gregory', dateStyle: 'medium', timeStyle: 'short' };

export function LocalDateTimeField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField {...props} showTime locales={locale} options={MOMENT_FORMAT} />;
}
