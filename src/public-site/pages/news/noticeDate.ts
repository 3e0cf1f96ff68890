// When a notice was posted, in the reader's language and digits, on the Gregorian calendar (the
// family's; ar-SA would otherwise count in the Hijri calendar).
export function postedOn(iso: string, locale: string, style: 'medium' | 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { calendar: 'gregory', dateStyle: style, timeStyle: 'short' }).format(date);
}
