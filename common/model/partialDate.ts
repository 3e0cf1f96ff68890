// Dates as families remember them: an exact day, a month, a year, "about 1948", "before 1950", "after
// 1900", "between 1945 and 1950". On the wire an exact day stays the spec's DD-MM-YYYY, a month is
// MM-YYYY and a year YYYY; a qualified date puts GEDCOM's own word before them (ABT, BEF, AFT,
// BET … AND …), so a program reading the API or a GEDCOM file reads the same thing. Stored, a date also
// keeps the earliest and latest day it can mean, by which lists sort and filter.
import { isDmyDate } from './dmyDate.ts';

/** A day, a month or a year, as written on the wire (DD-MM-YYYY, MM-YYYY, YYYY). */
export interface DatePoint {
  year: number;
  month?: number;
  day?: number;
}

export type PartialDate =
  { kind: 'on' | 'about' | 'before' | 'after'; point: DatePoint } | { kind: 'between'; from: DatePoint; to: DatePoint };

/** How many years "about" reaches either way, for the span a date can mean (webtrees and Gramps use a few). */
export const ABOUT_YEARS = 2;

const WORD = { about: 'ABT', before: 'BEF', after: 'AFT' } as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** DD-MM-YYYY, MM-YYYY or YYYY; undefined when the text is none of them or names no real day or month. */
export function parsePoint(text: string): DatePoint | undefined {
  const parts = text.split('-');
  if (!parts.every((p) => /^\d+$/.test(p))) return undefined;
  if (parts.length === 3) {
    if (!isDmyDate(text)) return undefined;
    return { day: Number(parts[0]), month: Number(parts[1]), year: Number(parts[2]) };
  }
  const [monthText, yearText] = parts.length === 2 ? parts : [undefined, parts[0]];
  if (parts.length > 2 || !/^\d{4}$/.test(yearText) || (monthText !== undefined && !/^\d{2}$/.test(monthText))) return undefined;
  const year = Number(yearText);
  const month = monthText === undefined ? undefined : Number(monthText);
  if (year < 1 || (month !== undefined && (month < 1 || month > 12))) return undefined;
  return month === undefined ? { year } : { year, month };
}

export function writePoint(point: DatePoint): string {
  const year = pad(point.year, 4);
  if (point.month === undefined) return year;
  if (point.day === undefined) return `${pad(point.month, 2)}-${year}`;
  return `${pad(point.day, 2)}-${pad(point.month, 2)}-${year}`;
}

/** The wire text → its meaning; undefined when it is not a date of this format. */
export function parsePartialDate(text: string): PartialDate | undefined {
  const between = /^BET (\S+) AND (\S+)$/.exec(text);
  if (between) {
    const [from, to] = [parsePoint(between[1]), parsePoint(between[2])];
    if (!from || !to || span(from).earliest > span(to).latest) return undefined;
    return { kind: 'between', from, to };
  }
  const qualified = /^(ABT|BEF|AFT) (\S+)$/.exec(text);
  const kind = qualified ? (Object.keys(WORD) as Array<keyof typeof WORD>).find((k) => WORD[k] === qualified[1])! : 'on';
  const point = parsePoint(qualified ? qualified[2] : text);
  return point && { kind, point };
}

export function writePartialDate(date: PartialDate): string {
  if (date.kind === 'between') return `BET ${writePoint(date.from)} AND ${writePoint(date.to)}`;
  return date.kind === 'on' ? writePoint(date.point) : `${WORD[date.kind]} ${writePoint(date.point)}`;
}

export const isPartialDate = (text: string): boolean => parsePartialDate(text) !== undefined;

/** Whether the wire text is one exact day (what the spec's DD-MM-YYYY fields hold). */
export const isExactDay = (date: PartialDate): boolean => date.kind === 'on' && date.point.day !== undefined;

const iso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
const lastDay = (year: number, month: number) => {
  const d = new Date(Date.UTC(2000, month, 0));
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
};

/** The first and last ISO day a day, month or year covers. */
function span(point: DatePoint): { earliest: string; latest: string } {
  const { year, month, day } = point;
  if (month === undefined) return { earliest: iso(year, 1, 1), latest: iso(year, 12, 31) };
  if (day === undefined) return { earliest: iso(year, month, 1), latest: iso(year, month, lastDay(year, month)) };
  return { earliest: iso(year, month, day), latest: iso(year, month, day) };
}

// The calendar starts at year 1: "about 0002" reaches back no further.
const shiftYears = (isoDay: string, years: number) => `${pad(Math.max(1, Number(isoDay.slice(0, 4)) + years), 4)}${isoDay.slice(4)}`;
const dayBefore = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The earliest and latest ISO day the date can mean; null where it has no bound ("before 1950" has no
 * earliest). Lists sort by the earliest (the latest when there is none) and a filter by year keeps the
 * dates whose span meets the year.
 */
export function dateSpan(date: PartialDate): { earliest: string | null; latest: string | null } {
  switch (date.kind) {
    case 'on':
      return span(date.point);
    case 'about': {
      const { earliest, latest } = span(date.point);
      return { earliest: shiftYears(earliest, -ABOUT_YEARS), latest: shiftYears(latest, ABOUT_YEARS) };
    }
    case 'before':
      return { earliest: null, latest: dayBefore(span(date.point).earliest) };
    case 'after':
      return { earliest: dayAfter(span(date.point).latest), latest: null };
    case 'between':
      return { earliest: span(date.from).earliest, latest: span(date.to).latest };
  }
}

// What people type, in any of the portal's languages and digits: "حوالي ١٩٤٨", "about 1948", "בערך 1948",
// "قبل 1950", "before 3/1950", "בין 1945 ל־1950", "25/3/1948". Words of every language are understood on
// every page: a relative may type English on the Arabic page.
const TYPED_WORDS: Record<'about' | 'before' | 'after', RegExp> = {
  about: /^(?:حوالي|حوالى|حوالَي|نحو|تقريبا|تقريبًا|قرابة|about|abt\.?|circa|ca\.?|c\.|~|בערך|בסביבות|כ[־-])\s*/iu,
  before: /^(?:قبل|before|bef\.?|לפני)\s+/iu,
  after: /^(?:بعد|after|aft\.?|אחרי|לאחר)\s+/iu,
};
const TYPED_BETWEEN = /^(?:بين|between|bet\.?|בין)\s+(.+?)\s+(?:و\s*|and\s+|ול?[־-]?|ל[־-]?|-\s*|–\s*)(\S+)$/iu;

/** Arabic-Indic and Persian digits as Latin ones. */
const latinDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));

/** A typed day, month or year: "25/3/1948", "3-1948", "1948" (day and month may have one digit). */
function readTypedPoint(text: string): DatePoint | undefined {
  const parts = text.split(/[-/.]/);
  if (parts.length > 3 || !parts.every((p) => /^\d+$/.test(p))) return undefined;
  const year = parts.at(-1)!;
  const rest = parts.slice(0, -1).map((p) => (p.length === 1 ? `0${p}` : p));
  return parsePoint([...rest, year].join('-'));
}

/** What a person typed → the date it says; undefined when it says none. */
export function readTypedDate(typed: string): PartialDate | undefined {
  const text = latinDigits(typed).trim().replace(/\s+/g, ' ');
  const wire = parsePartialDate(text);
  if (wire) return wire;
  const between = TYPED_BETWEEN.exec(text);
  if (between) {
    const [from, to] = [readTypedPoint(between[1]), readTypedPoint(between[2])];
    return from && to ? parsePartialDate(writePartialDate({ kind: 'between', from, to })) : undefined;
  }
  for (const kind of ['about', 'before', 'after'] as const) {
    const word = TYPED_WORDS[kind].exec(text);
    if (word) {
      const point = readTypedPoint(text.slice(word[0].length));
      return point && { kind, point };
    }
  }
  const point = readTypedPoint(text);
  return point && { kind: 'on', point };
}

/**
 * The date as the pages say it: the i18n key under `dates.` and the day, month or year each of its
 * placeholders names (the page writes them in its own words and digits).
 */
export function describeDate(date: PartialDate): { key: PartialDate['kind']; points: Record<string, DatePoint> } {
  if (date.kind === 'between') return { key: 'between', points: { from: date.from, to: date.to } };
  return { key: date.kind, points: { date: date.point } };
}

/** The day a date is sorted by: its earliest, or its latest when it has none ("before 1950"). */
export function sortDay(text: string): string | null {
  const date = parsePartialDate(text);
  if (!date) return null;
  const { earliest, latest } = dateSpan(date);
  return earliest ?? latest;
}

/** Whether the first date surely ends before the second begins (a death "before 1950" and a birth in 1960). */
export function surelyBefore(first: string, second: string): boolean {
  const [a, b] = [parsePartialDate(first), parsePartialDate(second)];
  if (!a || !b) return false;
  const end = dateSpan(a).latest;
  const start = dateSpan(b).earliest;
  return end !== null && start !== null && end < start;
}

/**
 * The one year a date names, where a drawing has room for a year alone: the year of a day, a month, a
 * year or "about" a year; none for "before", "after" and "between", which a bare year would misstate.
 */
export function namedYear(text: string | null | undefined): number | undefined {
  const date = text ? parsePartialDate(text) : undefined;
  return date && (date.kind === 'on' || date.kind === 'about') ? date.point.year : undefined;
}
