import { describe, expect, test } from 'vitest';
import en from '../../i18n/en.json';
import ar from '../../i18n/ar.json';
import he from '../../i18n/he.json';
import { dmyOnLeave, dmyWhileTyping } from '../../src/ui/forms/dmyTyping.ts';
import { flattenMessages, translate } from '../../common/model/translate.ts';
import { nameChain, rowName } from '../../src/public-site/pages/family/nameChain.ts';
import type { Language } from '../../common/model/languages.ts';

const FILES = { ar, en, he };
/** The chain without its direction isolates, as a reader sees it. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const tIn = (lang: Language) => {
  const phrases = flattenMessages({ family: FILES[lang].family });
  return (key: string, options?: Record<string, unknown>) => translate(phrases, lang, key, options);
};

describe('the name chain', () => {
  const ancestors = [
    { id: 2, name: 'أحمد', gender: 'male' as const },
    { id: 1, name: 'محمد', gender: 'male' as const },
  ];

  test('Arabic: son or daughter by the gender of the one before each link, then the family', () => {
    expect(plain(nameChain({ name: 'سالم', gender: 'male', familyName: 'آل ناصر' }, ancestors, tIn('ar')))).toBe(
      'سالم بن أحمد بن محمد آل ناصر',
    );
    expect(plain(nameChain({ name: 'فاطمة', gender: 'female', familyName: 'ناصر' }, ancestors, tIn('ar')))).toBe(
      'فاطمة بنت أحمد بن محمد آل ناصر',
    );
  });

  test('Hebrew and English', () => {
    expect(plain(nameChain({ name: 'Fatima', gender: 'female' }, ancestors.slice(0, 1), tIn('he')))).toBe('Fatima בת أحمد');
    expect(plain(nameChain({ name: 'Salim', gender: 'male', familyName: 'Nasser' }, [{ id: 2, name: 'Ahmad' }], tIn('en')))).toBe(
      'Salim son of Ahmad of the Nasser family',
    );
  });

  test('without the lineage, the name alone', () => {
    expect(plain(nameChain({ name: 'Salim' }, [], tIn('en')))).toBe('Salim');
  });

  test('a directory row names the father and the grandfather when they are known', () => {
    expect(rowName({ id: 1, name: 'محمد', fatherName: 'أحمد', grandfatherName: 'سالم' })).toBe('محمد أحمد سالم');
    expect(rowName({ id: 1, name: 'محمد', fatherName: 'أحمد', grandfatherName: null })).toBe('محمد أحمد');
    expect(rowName({ id: 1, name: 'محمد' })).toBe('محمد');
  });
});

describe('a typed date', () => {
  test('Arabic-Indic digits and other separators become the wire form', () => {
    expect(dmyWhileTyping('١٨/٠٦/١٩٩٠')).toBe('18-06-1990');
    expect(dmyWhileTyping('18.6.1990')).toBe('18-6-1990');
  });

  test('days and months are padded on leaving the field; other text is kept for its error', () => {
    expect(dmyOnLeave('1-2-2000')).toBe('01-02-2000');
    expect(dmyOnLeave('۵-۱۱-۲۰۰۱')).toBe('05-11-2001');
    expect(dmyOnLeave('2000-01-02')).toBe('2000-01-02');
  });
});
