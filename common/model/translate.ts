// The subset of node-polyglot the portal uses, without its polyfill dependencies (about 10 KB gzip of
// the home page's budget): nested keys, %{name} interpolation and "||||" plural forms chosen by
// smart_count with the portal's one plural rule (plural.ts), which the back office's polyglot is given
// too, so a text reads the same on the public site, in the back office (ra-i18n-polyglot) and in the
// mails and text messages the server sends. test/unit/public-translate.test.ts holds it to node-polyglot.
import { LOCALES, type Language } from './languages.ts';
import { pluralIndex } from './plural.ts';

export type Phrases = ReadonlyMap<string, string>;
export type TranslateOptions = Record<string, unknown> & { smart_count?: number; _?: string };

/** Nested messages → dotted keys, as polyglot's `extend` does. */
export function flattenMessages(messages: object, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flattenMessages(value, path, out);
    else out.set(path, String(value));
  }
  return out;
}

const TOKEN = /%\{(.*?)\}/g;

/**
 * The text of `key` with its %{name} tokens filled in. `formatNumber` writes the numbers in the
 * language's digits (smart_count included, once it has chosen the plural form).
 */
export function translate(
  phrases: Phrases,
  lang: Language,
  key: string,
  options: TranslateOptions = {},
  formatNumber: (n: number) => string = String,
): string {
  let phrase = phrases.get(key) ?? options._;
  // A missing text shows its key, as polyglot does: visible in review, never a blank button.
  if (phrase === undefined) return key;
  if (options.smart_count != null) {
    const forms = phrase.split('||||');
    phrase = (forms[pluralIndex(lang, options.smart_count)] ?? forms[0]).trim();
  }
  return phrase.replace(TOKEN, (expression, name: string) => {
    const value = options[name];
    if (value == null) return expression;
    return typeof value === 'number' ? formatNumber(value) : String(value);
  });
}

/**
 * A count in a text built in code rather than read from i18n/*.json (a kinship term): the form of `forms`
 * (in PLURAL_FORMS[lang]'s order) that `n` takes, its %{n} in the language's digits.
 */
export const countedText = (lang: Language, n: number, forms: readonly string[]): string =>
  forms[pluralIndex(lang, n)].replace('%{n}', localDigits(lang)(n));

const formats = new Map<Language, (n: number) => string>();
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Intl's writing of `n`, its formatter made once per language (which costs a phone tens of milliseconds). */
function intlDigits(lang: Language, n: number): string {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(LOCALES[lang], { useGrouping: false }).format));
  return format(n);
}

/**
 * Numbers in the language's digits (Arabic-Indic in Arabic), as every text of the portal writes them.
 * Whole numbers, nearly all the portal writes, are spelt digit by digit as Intl spells them: the first
 * Arabic page then needs no Intl formatter, whose locale data cost a phone 60 ms of its start.
 */
export const localDigits = (lang: Language): ((n: number) => string) => WRITERS[lang];

const spelt = (lang: Language, latin: string): string => (lang === 'ar' ? latin.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]) : latin);

function digitWriter(lang: Language): (n: number) => string {
  return (n) => (!Number.isSafeInteger(n) || n < 0 ? intlDigits(lang, n) : spelt(lang, String(n)));
}

/**
 * The one writer of what the portal shows as a number: a number, or a text the portal writes with digits
 * (a DD-MM-YYYY date, a year, an id, a version), in the language's digits; a date keeps its leading zeros
 * and its order. Not for what a person typed (a phone number, an identity number): that stays as typed.
 */
export const localNumber = (lang: Language, value: number | string): string =>
  typeof value === 'number' ? localDigits(lang)(value) : spelt(lang, value);

const WRITERS: Record<Language, (n: number) => string> = { ar: digitWriter('ar'), en: digitWriter('en'), he: digitWriter('he') };
