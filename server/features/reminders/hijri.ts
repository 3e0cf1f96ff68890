// The Hijri calendar (Umm al-Qura, as Saudi Arabia's and most families' calendars print it) for the anniversaries
// of deaths kept by it: the Hijri day of a Gregorian day, and which days of death fall on a day's Hijri anniversary.
// A death on the 30th of a month is remembered on its 29th in a year when that month has no 30th.
import { addDays } from '../calendar/calendar-days.ts';

export interface HijriDate {
  year: number;
  month: number;
  day: number;
}

const HIJRI = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });

/** The Hijri date of the Gregorian day `iso` (YYYY-MM-DD). */
export function hijriOf(iso: string): HijriDate {
  const parts = Object.fromEntries(HIJRI.formatToParts(new Date(`${iso}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return { year: Number.parseInt(parts.year, 10), month: Number(parts.month), day: Number(parts.day) };
}

/** The Hijri month and day whose anniversaries fall on the Gregorian day `iso`: its own, and the 30th on a month's last day, the 29th. */
export function hijriAnniversariesOn(iso: string): Array<Pick<HijriDate, 'month' | 'day'>> {
  const today = hijriOf(iso);
  const monthEndsToday = hijriOf(addDays(iso, 1)).day === 1;
  return monthEndsToday && today.day === 29 ? [today, { month: today.month, day: 30 }] : [today];
}
