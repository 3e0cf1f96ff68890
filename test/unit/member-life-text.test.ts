// How a person's life reads on the family pages: the years beside the name in the reader's digits and
// words, the mark of one no longer living in their gender, a marriage's years, and a life story split
// into paragraphs with its web addresses found (and the punctuation after them left to the sentence).
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import type { Language } from '../../common/model/languages.ts';
import { flattenMessages, localDigits, translate } from '../../common/model/translate.ts';
import { saidDate, typedDate } from '../../src/ui/saidDate.ts';
import { lifeMark, lifeYears, marriageYears } from '../../src/public-site/pages/family/lifeSpan.ts';
import { storyParagraphs } from '../../src/public-site/pages/family/storyText.ts';

const FILES = { ar, en, he };
const tIn = (lang: Language) => {
  const phrases = flattenMessages({ family: FILES[lang].family, portal: FILES[lang].portal });
  return (key: string, options?: Record<string, unknown>) => translate(phrases, lang, key, options, localDigits(lang));
};

describe('a date said on the pages', () => {
  test("a month is said by its name, a day and a year as written, in the reader's digits", () => {
    expect(saidDate('ABT 03-1948', tIn('en'), 'en')).toBe('about March 1948');
    expect(saidDate('03-1948', tIn('ar'), 'ar')).toBe('مارس ١٩٤٨');
    expect(saidDate('BET 03-1945 AND 1950', tIn('he'), 'he')).toBe('בין מרץ 1945 ל־1950');
    expect(saidDate('25-03-1948', tIn('ar'), 'ar')).toBe('٢٥-٠٣-١٩٤٨');
  });

  test('the date field shows a month as it is typed, to be typed over', () => {
    expect(typedDate('ABT 03-1948', tIn('en'), 'en')).toBe('about 03-1948');
    expect(typedDate('03-1948', tIn('ar'), 'ar')).toBe('٠٣-١٩٤٨');
  });
});

describe('the years of a life', () => {
  const hasan = { birthdate: '02-03-1814', deathDate: '11-09-1890', lifeStatus: 'deceased' as const, gender: 'male' as const };

  test('born and died: the span, in Arabic-Indic digits in Arabic', () => {
    expect(lifeYears(hasan, tIn('en'))).toBe('1814–1890');
    expect(lifeYears(hasan, tIn('ar'))).toBe('١٨١٤–١٨٩٠');
    expect(lifeYears(hasan, tIn('he'))).toBe('1814–1890');
  });

  test('only one of the two years known: born or died, said in the person’s gender', () => {
    expect(lifeYears({ birthdate: '01-01-1950', gender: 'female' }, tIn('he'))).toBe('נולדה ב־1950');
    expect(lifeYears({ deathDate: '05-05-1890', gender: 'female' }, tIn('ar'))).toBe('توفيت سنة ١٨٩٠');
    expect(lifeYears({ deathDate: '05-05-1890', gender: 'male' }, tIn('en'))).toBe('died 1890');
    expect(lifeYears({ gender: 'male' }, tIn('en'))).toBeUndefined();
  });

  test('a date remembered roughly keeps its word: about, before, after, between', () => {
    expect(lifeYears({ birthdate: 'ABT 1948', gender: 'male' }, tIn('ar'))).toBe('مواليد حوالي ١٩٤٨');
    expect(lifeYears({ birthdate: 'ABT 03-1948', gender: 'female' }, tIn('he'))).toBe('נולדה בערך 1948');
    expect(lifeYears({ birthdate: '03-1948', gender: 'female' }, tIn('he'))).toBe('נולדה ב־1948');
    expect(lifeYears({ deathDate: 'BEF 1900', gender: 'female' }, tIn('ar'))).toBe('توفيت قبل ١٩٠٠');
    expect(lifeYears({ birthdate: 'BET 1945 AND 06-1950', deathDate: 'AFT 2001', gender: 'male' }, tIn('en'))).toBe(
      'between 1945 and 1950–after 2001',
    );
  });

  test('the mark: deceased or probably deceased in the person’s gender, none for the living', () => {
    expect(lifeMark(hasan, tIn('ar'))).toBe('متوفى');
    expect(lifeMark({ ...hasan, gender: 'female' }, tIn('ar'))).toBe('متوفاة');
    expect(lifeMark({ lifeStatus: 'probablyDeceased', gender: 'female' }, tIn('he'))).toBe('כנראה נפטרה');
    expect(lifeMark({ lifeStatus: 'probablyDeceased', gender: 'male' }, tIn('en'))).toBe('Probably deceased');
    expect(lifeMark({ lifeStatus: 'living', gender: 'male' }, tIn('en'))).toBeUndefined();
  });

  test('a marriage’s years: married, and divorced where it ended so', () => {
    expect(marriageYears({ marriageDate: '01-06-1975', divorceDate: '01-01-1980' }, tIn('en'))).toBe('married 1975 · divorced 1980');
    expect(marriageYears({ marriageDate: '15-03-1982' }, tIn('ar'))).toBe('زواج ١٩٨٢');
    expect(marriageYears({}, tIn('en'))).toBeUndefined();
    expect(marriageYears({ marriageDate: 'ABT 1975' }, tIn('ar'))).toBe('زواج حوالي ١٩٧٥');
  });
});

describe('a life story', () => {
  test('paragraphs are split at blank lines (spaces on them too); a single line break stays inside its paragraph', () => {
    const story = 'زرع الزيتون في الوادي.\nوبنى البيت.\n\n  \nوعاش في صفد.\n\n';
    expect(storyParagraphs(story)).toEqual([[{ text: 'زرع الزيتون في الوادي.\nوبنى البيت.' }], [{ text: 'وعاش في صفد.' }]]);
  });

  test('web addresses become links, the sentence’s punctuation after them stays text', () => {
    expect(
      storyParagraphs('See https://example.org/safad. And (http://example.org/a_(b)), then https://ar.wikipedia.org/wiki/صفد،'),
    ).toEqual([
      [
        { text: 'See ' },
        { link: 'https://example.org/safad' },
        { text: '. And (' },
        { link: 'http://example.org/a_(b)' },
        { text: '), then ' },
        { link: 'https://ar.wikipedia.org/wiki/صفد' },
        { text: '،' },
      ],
    ]);
  });

  test('nothing but http and https addresses is a link, and markup stays text', () => {
    expect(storyParagraphs('javascript:alert(1) <b>bold</b> https:// ftp://example.org')).toEqual([
      [{ text: 'javascript:alert(1) <b>bold</b> https:// ftp://example.org' }],
    ]);
  });
});
