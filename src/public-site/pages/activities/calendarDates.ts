// The calendar's dates: the wire's DD-MM-YYYY and the browser's local Date, and how each language
// writes them. Always the Gregorian calendar (ar-SA alone would write Hijri months in some browsers),
// in the language's own digits (ar-SA writes Arabic-Indic ones).
import { dateFormat } from '../../../../common/model/dateFormat.ts';
import { calendarLocale, type Language } from '../../../../common/model/languages.ts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A local date as DD-MM-YYYY. */
export const toDmy = (date: Date): string => `${pad(date.getDate(), 2)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getFullYear(), 4)}`;

/** DD-MM-YYYY as a local date; setFullYear because new Date(y, …) reads the years 0 to 99 as 1900 to 1999. */
export function fromDmy(dmy: string): Date {
  const [day, month, year] = dmy.split('-').map(Number);
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return date;
}

export const addDays = (date: Date, days: number): Date => {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
};

export type CalendarView = 'month' | 'year' | 'decade' | 'century';

/**
 * The key of the calendar tile a date falls in: its day in the month view, its month in the year view, its
 * year in the decade view, and its decade in the century view (react-calendar's decades run 2001 to 2010).
 */
export function tileKey(date: Date, view: CalendarView): string {
  const year = date.getFullYear();
  switch (view) {
    case 'month':
      return toDmy(date);
    case 'year':
      return `${pad(date.getMonth() + 1, 2)}-${pad(year, 4)}`;
    case 'decade':
      return pad(year, 4);
    case 'century':
      return `${pad(year - ((year - 1) % 10), 4)}s`;
  }
}

/** The years a view shows, first and last: those whose activities it marks (the month view marks days). */
export function yearsShown(start: Date, view: Exclude<CalendarView, 'month'>): [number, number] {
  const first = start.getFullYear();
  return [first, first + { year: 0, decade: 9, century: 99 }[view]];
}

/** The first day of the week as each language's readers expect it (react-calendar's names for those habits). */
export const WEEK_OF: Record<Language, 'islamic' | 'hebrew' | 'gregory'> = { ar: 'islamic', he: 'hebrew', en: 'gregory' };

/** A wire date written out in full: "Monday 23 November 2026" in the reader's language and digits. */
export const longDate = (dmy: string, lang: Language): string =>
  dateFormat(calendarLocale(lang), { dateStyle: 'full' }).format(fromDmy(dmy));

/** A wire date without its weekday, for lists: "23 November 2026". */
export const shortDate = (dmy: string, lang: Language): string =>
  dateFormat(calendarLocale(lang), { day: 'numeric', month: 'long', year: 'numeric' }).format(fromDmy(dmy));
