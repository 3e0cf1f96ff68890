// Birth dates between the portal's DD-MM-YYYY and GEDCOM's "5 MAR 1950". Only exact dates fit the
// portal: Gregorian ones, and Hebrew, Hijri and Julian ones turned into their Gregorian day (calendars.ts);
// anything else (ABT, BEF, BET … AND, a month without its day) is reported and left out.
import { fromOtherCalendar } from './calendars.ts';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** "05-03-1950" → "5 MAR 1950"; null when the text is not a DD-MM-YYYY date. */
export function toGedcomDate(dmy: string | null | undefined): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dmy ?? '');
  if (!m) return null;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${Number(m[1])} ${month} ${m[3]}` : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * "5 MAR 1950" (optionally marked Gregorian, as 5.5.1 and 7.0 each write it) → "05-03-1950"; a Hebrew,
 * Hijri or Julian date → its Gregorian day; null otherwise.
 */
export function fromGedcomDate(text: string | null | undefined): string | null {
  const m = /^(?:@#DGREGORIAN@\s+|GREGORIAN\s+)?(\d{1,2})\s+([A-Z]{3})\s+(\d{4})$/i.exec((text ?? '').trim());
  if (!m) {
    const other = text ? fromOtherCalendar(text) : undefined;
    return other ? `${pad(other.getUTCDate(), 2)}-${pad(other.getUTCMonth() + 1, 2)}-${pad(other.getUTCFullYear(), 4)}` : null;
  }
  const month = MONTHS.indexOf(m[2].toUpperCase()) + 1;
  const day = Number(m[1]);
  const year = Number(m[3]);
  if (month === 0 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${m[3]}`;
}
