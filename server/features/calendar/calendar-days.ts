// Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC, so that no server time zone moves a day.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The day's first moment, UTC. From the ISO text rather than Date.UTC(y, m, d), which reads the years 0 to 99 as 1900 to 1999. */
export const asUtc = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

export const isoOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Whether `text` is a day of the calendar written YYYY-MM-DD (not 2026-02-30, not 2026-13-01). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = asUtc(text);
  return !Number.isNaN(day.getTime()) && isoOf(day) === text;
}

/** The number of days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number => Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / DAY_MS) + 1;

export const addDays = (iso: string, days: number): string => isoOf(new Date(asUtc(iso).getTime() + days * DAY_MS));

/** Every day from `from` to `to`, both included. */
export function* eachDay(from: string, to: string): Generator<string> {
  for (let day = from; day <= to; day = addDays(day, 1)) yield day;
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The birthdays (MM-DD of a birthdate) that fall on `iso`: its own, and on 28 February of a common year
 * also those born on 29 February, whose day does not exist that year.
 */
export function birthdaysOn(iso: string): string[] {
  const monthDay = iso.slice(5);
  return monthDay === '02-28' && !isLeapYear(Number(iso.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
}
