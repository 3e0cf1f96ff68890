// One style of digits per language across the portal: the public pages, the back office and what the
// server sends (mails, text messages) write numbers in the language's digits; Arabic in Arabic-Indic.
import { expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import { localNumber } from '../../common/model/translate.ts';
import { counted, outgoingTextsIn } from '../../server/outgoing-texts.ts';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';

test('a text message gives its minutes in the language of its reader, and the code as it is typed', () => {
  const sms = (lang: 'ar' | 'en' | 'he') =>
    outgoingTextsIn(lang)('smsCode', { code: '482913', minutes: counted(outgoingTextsIn(lang), 'minutes', 10) });
  expect(sms('ar')).toBe('بوابة العائلة: رمزك هو 482913، وهو صالح لمدة ١٠ دقائق.');
  expect(sms('en')).toContain('10 minutes');
  expect(sms('he')).toContain('10');
});

test("the back office's list counts read in Arabic digits on an Arabic page", () => {
  const i18n = createI18nProvider('ar', ar as never);
  expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 350 })).toBe('١-٢٥ من ٣٥٠');
  // A plural's count still chooses the form.
  expect(i18n.translate('resources.family-notification.name', { smart_count: 1 })).toBe('إعلان');
});

test('a date, a year and an id the portal shows are written in the reader’s digits, a date keeping its zeros and order', () => {
  expect(localNumber('ar', '18-06-1860')).toBe('١٨-٠٦-١٨٦٠');
  expect(localNumber('ar', 351)).toBe('٣٥١');
  expect(localNumber('he', '18-06-1860')).toBe('18-06-1860');
  expect(localNumber('en', 351)).toBe('351');
});

/** Names that are written with Latin digits in every language, as printers and shops write them: the ISO paper sizes. */
const NAMES_WITH_DIGITS = /\bA[34]\b/g;

test('the Arabic texts write their numbers in Arabic-Indic digits', () => {
  const latin: string[] = [];
  const walk = (node: object, path: string) => {
    for (const [key, value] of Object.entries(node))
      if (typeof value === 'object') walk(value, `${path}${key}.`);
      else if (
        /[0-9]/.test(
          String(value)
            .replace(/%\{\w+\}/g, '')
            .replace(NAMES_WITH_DIGITS, ''),
        )
      )
        latin.push(`${path}${key}`);
  };
  walk(ar, '');
  expect(latin).toEqual([]);
});
