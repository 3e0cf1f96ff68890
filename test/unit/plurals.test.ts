// Every count of the portal takes its form by one rule, Intl.PluralRules' categories: Arabic counts
// zero, one, two, few (3 to 10), many (11 to 99) and other (100, 101…), Hebrew one, two and other,
// English one and other; the public site, the back office, the mails and the GEDCOM summary alike.
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import { LANGUAGES, type Language } from '../../common/model/languages.ts';
import { PLURAL_FORMS, pluralCategory } from '../../common/model/plural.ts';
import { flattenMessages } from '../../common/model/translate.ts';
import { counted, outgoingTextsIn } from '../../server/outgoing-texts.ts';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';

const COUNTS = [0, 1, 2, 3, 11, 68, 100, 101];
const FILES: Record<Language, object> = { ar, en, he };

test.each([
  ['ar', ['zero', 'one', 'two', 'few', 'many', 'many', 'other', 'other']],
  ['he', ['other', 'one', 'two', 'other', 'other', 'other', 'other', 'other']],
  ['en', ['other', 'one', 'other', 'other', 'other', 'other', 'other', 'other']],
] as const)('%s: the category of 0, 1, 2, 3, 11, 68, 100 and 101', (lang, categories) => {
  expect(COUNTS.map((n) => pluralCategory(lang, n))).toEqual(categories);
});

describe.each(LANGUAGES)('%s texts', (lang) => {
  const phrases = flattenMessages(FILES[lang]);

  test('a counted text gives one form per plural category of its language', () => {
    const wrong = [...phrases].filter(([, text]) => text.includes('||||') && text.split('||||').length !== PLURAL_FORMS[lang].length);
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  test('a number in a sentence is a counted text, unless nothing it counts follows it', () => {
    // A label's value ("Sent: 5"), "5 of 20", or a sentence whose noun does not hang on the number.
    const UNCOUNTED = new Set([
      'portal.donation.invalidAmount',
      'portal.validation.minimum',
      'portal.validation.maximum',
      'stats.generationsNote',
      'ra.validation.minLength',
      'ra.validation.maxLength',
      'ra.validation.minValue',
      'ra.validation.maxValue',
      'ra.message.select_all_limit_reached',
    ]);
    const uncounted = [...phrases].filter(
      ([key, text]) =>
        /%\{(count|smart_count|min|max)\}/.test(text) &&
        !text.includes('||||') &&
        !/: %\{\w+\}\.?$/.test(text) &&
        !/%\{\w+\} (of|من|מתוך) %\{\w+\}/.test(text) &&
        !UNCOUNTED.has(key),
    );
    expect(uncounted.map(([key]) => key)).toEqual([]);
  });
});

describe('Arabic counts read as Arabic says them', () => {
  const i18n = createI18nProvider('ar', ar as never);
  const members = (n: number) => i18n.translate('gedcom.count.members', { smart_count: n });

  test('a number of family members, in the back office', () => {
    expect(COUNTS.map(members)).toEqual(['لا أفراد', 'فرد واحد', 'فردان', '٣ أفراد', '١١ فردًا', '٦٨ فردًا', '١٠٠ فرد', '١٠١ فرد']);
  });

  test('the GEDCOM import summary counts each thing it imported in its own form', () => {
    const count = (what: string, n: number) => i18n.translate(`gedcom.count.${what}`, { smart_count: n });
    expect(
      i18n.translate('gedcom.imported', { members: count('members', 3), partners: count('partners', 1), pictures: count('pictures', 0) }),
    ).toBe('استُورد إلى الشجرة: ٣ أفراد، وزوج واحد، ولا صور شخصية.');
  });

  test("a selection's count in the back office, in Arabic digits", () => {
    expect(COUNTS.map((n) => i18n.translate('ra.action.bulk_actions', { smart_count: n }))).toEqual([
      'لم يُحدَّد أي عنصر',
      'عنصر واحد محدد',
      'عنصران محددان',
      '٣ عناصر محددة',
      '١١ عنصرًا محددًا',
      '٦٨ عنصرًا محددًا',
      '١٠٠ عنصر محدد',
      '١٠١ عنصر محدد',
    ]);
  });

  test('the minutes of a code sent by SMS', () => {
    const t = outgoingTextsIn('ar');
    expect(COUNTS.map((n) => counted(t, 'minutes', n))).toEqual([
      '٠ دقيقة',
      'دقيقة واحدة',
      'دقيقتين',
      '٣ دقائق',
      '١١ دقيقة',
      '٦٨ دقيقة',
      '١٠٠ دقيقة',
      '١٠١ دقيقة',
    ]);
    expect(t('smsCode', { code: '482913', minutes: counted(t, 'minutes', 15) })).toBe(
      'بوابة العائلة: رمزك هو 482913، وهو صالح لمدة ١٥ دقيقة.',
    );
  });
});

test('Hebrew and English counts, in the back office', () => {
  const hebrew = createI18nProvider('he', he as never);
  expect(COUNTS.map((n) => hebrew.translate('account.code.triesLeft', { smart_count: n }))).toEqual([
    'נותרו 0 ניסיונות',
    'נותר ניסיון אחד',
    'נותרו שני ניסיונות',
    'נותרו 3 ניסיונות',
    'נותרו 11 ניסיונות',
    'נותרו 68 ניסיונות',
    'נותרו 100 ניסיונות',
    'נותרו 101 ניסיונות',
  ]);
  const english = createI18nProvider('en', en as never);
  expect(COUNTS.map((n) => english.translate('gedcom.count.partners', { smart_count: n }))).toEqual([
    '0 partners',
    '1 partner',
    '2 partners',
    '3 partners',
    '11 partners',
    '68 partners',
    '100 partners',
    '101 partners',
  ]);
});
