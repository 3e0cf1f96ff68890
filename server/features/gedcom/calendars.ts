// The Hebrew, Hijri and Julian dates of a GEDCOM file as the Gregorian day the portal stores. Hebrew and
// Hijri are ICU's calendars (Intl): a date is found among the Gregorian days around its year by a binary
// search, since the days of every calendar run in the same order. The Julian calendar, which ICU offers
// only joined to the Gregorian at 1582, is counted: every fourth year is a leap year. Hijri is the tabular (civil) calendar: GEDCOM 7 names no
// variant, and the tabular one is the calendar genealogy programs compute; a day may differ by one from a
// sighting of the moon.

type Position = [year: number, month: number, day: number];

interface OtherCalendar {
  /** An ICU calendar name. */
  icu: 'hebrew' | 'islamic-civil';
  /** GEDCOM's month codes, in the order of the year. */
  months: readonly string[];
  /** ICU's month names in that order ("Adar" of a common year between "Adar I" and "Adar II" of a leap one). */
  monthOf(name: string): number;
  /** The Gregorian years that hold some day of the year. */
  gregorianYears(year: number): [number, number];
}

const HEBREW_NAMES = [
  'Tishri',
  'Heshvan',
  'Kislev',
  'Tevet',
  'Shevat',
  'Adar I',
  'Adar',
  'Adar II',
  'Nisan',
  'Iyar',
  'Sivan',
  'Tamuz',
  'Av',
  'Elul',
];

const HEBREW: OtherCalendar = {
  icu: 'hebrew',
  // ADR is Adar, or Adar I (Rishon) in a leap year; ADS is Adar II (Sheni).
  months: ['TSH', 'CSH', 'KSL', 'TVT', 'SHV', 'ADR', 'ADR', 'ADS', 'NSN', 'IYR', 'SVN', 'TMZ', 'AAV', 'ELL'],
  monthOf: (name) => HEBREW_NAMES.indexOf(name),
  // The year begins in September or October: 5785 runs from 2024 into 2025.
  gregorianYears: (year) => [year - 3761, year - 3760],
};

const HIJRI: OtherCalendar = {
  icu: 'islamic-civil',
  months: ['MUHAR', 'SAFAR', 'RABIA', 'RABIT', 'JUMAA', 'JUMAT', 'RAJAB', 'SHAAB', 'RAMAD', 'SHAWW', 'DHUAQ', 'DHUAH'],
  monthOf: (name) => Number(name) - 1,
  // A Hijri year is 354 or 355 days (0.970224 of a Gregorian one); the year 1 began in July 622.
  gregorianYears: (year) => {
    const start = Math.floor(622.5 + (year - 1) * 0.970224);
    return [start - 1, start + 1];
  },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function positionIn(calendar: OtherCalendar, utc: Date): Position {
  let format = formats.get(calendar.icu);
  if (!format) {
    const month = calendar.icu === 'hebrew' ? 'long' : 'numeric';
    format = new Intl.DateTimeFormat(`en-u-ca-${calendar.icu}`, { timeZone: 'UTC', day: 'numeric', month, year: 'numeric' });
    formats.set(calendar.icu, format);
  }
  const parts = Object.fromEntries(format.formatToParts(utc).map((p) => [p.type, p.value]));
  return [Number(parts.year), calendar.monthOf(parts.month), Number(parts.day)];
}

const compare = (a: Position, b: Position): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

const DAY_MS = 86_400_000;

/** The Gregorian day (UTC) of a date of the calendar; undefined for a day its month does not have (30 Heshvan of a short year). */
function toGregorian(calendar: OtherCalendar, target: Position): Date | undefined {
  const [firstYear, lastYear] = calendar.gregorianYears(target[0]);
  let low = Date.UTC(firstYear, 0, 1) / DAY_MS;
  let high = Date.UTC(lastYear, 11, 31) / DAY_MS;
  // The first day at or after the target.
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (compare(positionIn(calendar, new Date(middle * DAY_MS)), target) < 0) low = middle + 1;
    else high = middle;
  }
  const found = new Date(low * DAY_MS);
  return compare(positionIn(calendar, found), target) === 0 ? found : undefined;
}

const JULIAN_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const JULIAN_MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** The Julian day number of 1 January 1970 (Gregorian), the day Date counts from. */
const UNIX_EPOCH_JDN = 2_440_588;

/** The Gregorian day of a Julian calendar date (year AD); undefined for a day its month does not have. */
function fromJulian(year: number, month: number, day: number): Date | undefined {
  const days = month === 1 && year % 4 !== 0 ? 28 : JULIAN_MONTH_DAYS[month];
  if (year < 1 || day < 1 || day > days) return undefined;
  // The Julian day number, counted from March so that the leap day ends the year.
  const a = Math.floor((13 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 2;
  const jdn = day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32_083;
  return new Date((jdn - UNIX_EPOCH_JDN) * DAY_MS);
}

/** Which GEDCOM calendar escapes (5.5.1 `@#DHEBREW@`, 7.0 `HEBREW`) name which calendar. */
const CALENDARS: Record<string, OtherCalendar> = { DHEBREW: HEBREW, HEBREW, DHIJRI: HIJRI, HIJRI };

/** "@#DHEBREW@ 15 NSN 5730", "HIJRI 1 RAMAD 1445" or "@#DJULIAN@ 25 DEC 1642" → the Gregorian day; undefined when it is not such an exact date. */
export function fromOtherCalendar(text: string): Date | undefined {
  const julian = /^(?:@#DJULIAN@|JULIAN)\s+(\d{1,2})\s+([A-Z]{3})\s+(\d{1,4})$/i.exec(text.trim());
  if (julian) {
    const month = JULIAN_MONTHS.indexOf(julian[2].toUpperCase());
    return month < 0 ? undefined : fromJulian(Number(julian[3]), month, Number(julian[1]));
  }
  const m = /^(?:@#(DHEBREW|DHIJRI)@|(HEBREW|HIJRI))\s+(\d{1,2})\s+([A-Z]{3,5})\s+(\d{1,4})$/i.exec(text.trim());
  if (!m) return undefined;
  const calendar = CALENDARS[(m[1] ?? m[2]).toUpperCase()];
  const month = calendar.months.indexOf(m[4].toUpperCase());
  if (month < 0) return undefined;
  const [year, day] = [Number(m[5]), Number(m[3])];
  const target: Position = [year, month, day];
  if (calendar !== HEBREW) return toGregorian(calendar, target);
  // ADR is the sixth month of a leap year (Adar I) and the seventh place of a common one (Adar): try both.
  return toGregorian(calendar, target) ?? (m[4].toUpperCase() === 'ADR' ? toGregorian(calendar, [year, month + 1, day]) : undefined);
}
