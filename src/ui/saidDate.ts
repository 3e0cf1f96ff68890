// A date as families remember it (schema format "partial-date"), said the way the reader's language says
// it: "حوالي ١٩٤٨", "about 1948", "בערך 1948", "25-03-1948", in the reader's digits. The public site's
// pages and the back office both say dates through it, and the date field shows a stored date so, to be
// read back by readTypedDate. Its texts are `portal.dates.*`.
import type { Language } from '../../common/model/languages.ts';
import { describeDate, parsePartialDate, type PartialDate } from '../../common/model/partialDate.ts';
import { localNumber } from '../../common/model/translate.ts';

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** The whole date as said: its day, month or year as the wire writes them, in the reader's digits. */
export function saidDate(text: string, t: Translate, lang: Language): string {
  const date = parsePartialDate(text);
  if (!date) return localNumber(lang, text);
  const { key, values } = describeDate(date);
  return t(`portal.dates.${key}`, Object.fromEntries(Object.entries(values).map(([name, v]) => [name, localNumber(lang, v)])));
}

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
  const { key, values } = describeDate(years);
  // Numbers, which the translation writes in the reader's digits.
  return t(`portal.dates.${key}`, Object.fromEntries(Object.entries(values).map(([name, v]) => [name, Number(v)])));
}
