// A date as families remember it (schema format "partial-date"), said the way the reader's language says
// it: "حوالي ١٩٤٨", "about March 1948", "בערך 1948", "25-03-1948", in the reader's digits. The public
// site's pages and the back office both say dates through it; the date field shows a stored date as
// typed (a month in digits, "03-1948"), to be read back by readTypedDate. Its texts are `portal.dates.*`.
import { dateFormat } from '../../common/model/dateFormat.ts';
import { calendarLocale, type Language } from '../../common/model/languages.ts';
import { describeDate, parsePartialDate, writePoint, type DatePoint, type PartialDate } from '../../common/model/partialDate.ts';
import { localNumber } from '../../common/model/translate.ts';

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** A month and its year by the month's name, "March 1948", "مارس ١٩٤٨", "מרץ 1948". */
const monthOfYear = (year: number, month: number, lang: Language) =>
  dateFormat(calendarLocale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(new Date(Date.UTC(2000, month - 1, 1)).setUTCFullYear(year)),
  );

function say(text: string, t: Translate, lang: Language, sayPoint: (point: DatePoint) => string): string {
  const date = parsePartialDate(text);
  if (!date) return localNumber(lang, text);
  const { key, points } = describeDate(date);
  return t(`portal.dates.${key}`, Object.fromEntries(Object.entries(points).map(([name, point]) => [name, sayPoint(point)])));
}

/** The whole date as said: a month by its name, a day and a year as the wire writes them, in the reader's digits. */
export const saidDate = (text: string, t: Translate, lang: Language): string =>
  say(text, t, lang, ({ year, month, day }) =>
    month !== undefined && day === undefined ? monthOfYear(year, month, lang) : localNumber(lang, writePoint({ year, month, day })),
  );

/** The date as a person would type it again ("حوالي ٠٣-١٩٤٨"), for the date field to show. */
export const typedDate = (text: string, t: Translate, lang: Language): string =>
  say(text, t, lang, (point) => localNumber(lang, writePoint(point)));

/** The date's years alone, where a life's span has room for no more ("1948", "about 1948", "between 1945 and 1950"). */
export function saidYears(text: string | null | undefined, t: Translate): string | undefined {
  const date = text ? parsePartialDate(text) : undefined;
  if (!date) return undefined;
  const years: PartialDate =
    date.kind !== 'between'
      ? { kind: date.kind, point: { year: date.point.year } }
      : date.from.year === date.to.year
        ? { kind: 'on', point: { year: date.from.year } }
        : { kind: 'between', from: { year: date.from.year }, to: { year: date.to.year } };
  const { key, points } = describeDate(years);
  // Numbers, which the translation writes in the reader's digits.
  return t(`portal.dates.${key}`, Object.fromEntries(Object.entries(points).map(([name, point]) => [name, point.year])));
}
