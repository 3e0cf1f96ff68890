// Dates between the portal's wire text (common/model/partialDate.ts) and GEDCOM's: "25-03-1948" is
// "25 MAR 1948", "03-1948" is "MAR 1948", and GEDCOM's own ABT, BEF, AFT and BET … AND qualify them on
// both sides. CAL and EST (a calculated or estimated date) are kept as "about". Hebrew, Hijri and Julian
// days become their Gregorian day (calendars.ts). What the portal cannot keep (FROM … TO, INT with its
// phrase, a phrase alone, a month or qualifier of another calendar) is reported and left out.
import { parsePartialDate, writePartialDate, type DatePoint, type PartialDate } from '../../../common/model/partialDate.ts';
import { fromOtherCalendar } from './calendars.ts';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const QUALIFIER = { about: 'ABT', before: 'BEF', after: 'AFT' } as const;
const READ_QUALIFIER: Record<string, keyof typeof QUALIFIER> = { ABT: 'about', CAL: 'about', EST: 'about', BEF: 'before', AFT: 'after' };

function gedcomPoint({ day, month, year }: DatePoint): string {
  const parts = [day, month === undefined ? undefined : MONTHS[month - 1], year].filter((p) => p !== undefined);
  return parts.join(' ');
}

/** The portal's date ("ABT 1948", "25-03-1948") → GEDCOM's ("ABT 1948", "25 MAR 1948"); null when there is none. */
export function toGedcomDate(wire: string | null | undefined): string | null {
  const date = wire ? parsePartialDate(wire) : undefined;
  if (!date) return null;
  if (date.kind === 'between') return `BET ${gedcomPoint(date.from)} AND ${gedcomPoint(date.to)}`;
  return date.kind === 'on' ? gedcomPoint(date.point) : `${QUALIFIER[date.kind]} ${gedcomPoint(date.point)}`;
}

/** "25 MAR 1948", "MAR 1948" or "1948" of the Gregorian calendar; undefined for anything else. */
function readGregorianPoint(text: string): DatePoint | undefined {
  const m = /^(?:(?:(\d{1,2})\s+)?([A-Z]{3})\s+)?(\d{1,4})$/i.exec(text);
  if (!m) return undefined;
  const month = m[2] === undefined ? undefined : MONTHS.indexOf(m[2].toUpperCase()) + 1;
  if (month === 0) return undefined;
  const year = Number(m[3]);
  return { year, ...(month === undefined ? {} : { month }), ...(m[1] === undefined ? {} : { day: Number(m[1]) }) };
}

/** A point of the file: Gregorian as written, or a day of another calendar as its Gregorian day. */
function readPoint(text: string): DatePoint | undefined {
  const gregorian = readGregorianPoint(text.replace(/^(?:@#DGREGORIAN@|GREGORIAN)\s+/i, ''));
  if (gregorian) return gregorian;
  const other = fromOtherCalendar(text);
  return other && { year: other.getUTCFullYear(), month: other.getUTCMonth() + 1, day: other.getUTCDate() };
}

/**
 * GEDCOM's date → the portal's wire text ("ABT 1948", "BET 1945 AND 1950", "05-03-1950"), checked as
 * the portal's own (no 31 FEB, no backwards BET); null when the portal cannot keep it.
 */
export function fromGedcomDate(text: string | null | undefined): string | null {
  const said = (text ?? '').trim().replace(/\s+/g, ' ');
  let date: PartialDate | undefined;
  const between = /^BET (.+) AND (.+)$/i.exec(said);
  const qualified = /^(ABT|CAL|EST|BEF|AFT) (.+)$/i.exec(said);
  if (between) {
    const [from, to] = [readPoint(between[1]), readPoint(between[2])];
    date = from && to ? { kind: 'between', from, to } : undefined;
  } else if (qualified) {
    const point = readPoint(qualified[2]);
    date = point && { kind: READ_QUALIFIER[qualified[1].toUpperCase()], point };
  } else {
    const point = readPoint(said);
    date = point && { kind: 'on', point };
  }
  if (!date) return null;
  // Written and read again: the wire's own rules refuse a day the calendar does not have.
  const wire = writePartialDate(date);
  return parsePartialDate(wire) ? wire : null;
}
