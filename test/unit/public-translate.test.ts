// The portal's compact translate() must read every text exactly as node-polyglot, whose syntax the
// texts are written in, reads it, for interpolation; plural forms follow Intl (plurals.test.ts).
import Polyglot from 'node-polyglot';
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import { LANGUAGES, LOCALES, type Language } from '../../common/model/languages.ts';
import { HttpError } from '../../src/providers/httpClient.ts';
import { errorText } from '../../src/ui/errors.ts';
import { PLURAL_FORMS } from '../../common/model/plural.ts';
import { flattenMessages, localDigits, translate } from '../../common/model/translate.ts';

const FILES: Record<Language, { portal: object; account: object; pages: object }> = { ar, en, he };

describe.each(LANGUAGES)('%s', (lang) => {
  // The public site's own areas: the first download's, and those loaded with their pages.
  const messages = { portal: FILES[lang].portal, account: FILES[lang].account, pages: FILES[lang].pages };
  const phrases = flattenMessages(messages);
  const polyglot = new Polyglot({ locale: lang, phrases: messages, onMissingKey: (key) => key });
  const options = {
    name: 'Salma',
    username: 'salma99',
    count: 7,
    min: 3,
    max: 20,
    value: 12,
    message: 'x',
    amount: '₪100',
    prefixes: '050',
    lastUpdate: '24-10-2014',
    nextUpdate: 2021,
  };

  test('every portal text matches node-polyglot, with and without interpolation', () => {
    expect(phrases.size).toBeGreaterThan(150);
    for (const key of phrases.keys()) {
      expect(translate(phrases, lang, key)).toBe(polyglot.t(key));
      expect(translate(phrases, lang, key, options)).toBe(polyglot.t(key, options));
    }
  });

  test("plural forms follow Intl's categories for counts 0 to 120, in CLDR's order", () => {
    const forms = PLURAL_FORMS[lang].join(' |||| ');
    for (let n = 0; n <= 120; n++) {
      expect(translate(new Map([['k', forms]]), lang, 'k', { smart_count: n })).toBe(new Intl.PluralRules(LOCALES[lang]).select(n));
    }
  });

  test('a missing key shows the key, or the given default', () => {
    expect(translate(phrases, lang, 'portal.nope')).toBe('portal.nope');
    expect(translate(phrases, lang, 'portal.nope', { _: 'fallback %{name}', name: 'A' })).toBe('fallback A');
  });
});

test("numbers in a text, the plural's count included, are written in the language's digits", () => {
  const phrases = flattenMessages({ account: ar.account });
  const arabicDigits = new Intl.NumberFormat(LOCALES.ar, { useGrouping: false }).format;
  const text = translate(phrases, 'ar', 'account.code.triesLeft', { smart_count: 3 }, arabicDigits);
  expect(text).toContain('٣');
  expect(text).not.toMatch(/[0-9]/);
});

test('a spent request budget (429) says the wait in minutes, in the reader language', () => {
  const phrases = flattenMessages({ portal: ar.portal });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(phrases, 'ar', key, options, new Intl.NumberFormat(LOCALES.ar, { useGrouping: false }).format);
  const limited = new HttpError('Rate limit exceeded, retry in 41 minutes', 429, undefined, 41 * 60);
  expect(errorText(limited, t)).toBe('محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ٤١ دقيقة.');
  expect(errorText(new HttpError('Rate limit exceeded', 429, undefined, 30), t)).toBe(
    'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقة.',
  );
});

test.each(LANGUAGES)('localDigits writes every number as Intl does in %s, whole numbers without it', (lang) => {
  const intl = new Intl.NumberFormat(LOCALES[lang], { useGrouping: false }).format;
  for (const n of [0, 7, 10, 42, 1950, 2026, 123_456_789, Number.MAX_SAFE_INTEGER, -3, 2.5, 0.125, -1.75])
    expect(localDigits(lang)(n)).toBe(intl(n));
});
