// The one normaliser of names: what people type and what is stored meet in the same form.
import { expect, test } from 'vitest';
import { normaliseName, searchChain, searchWords } from '../../common/model/nameSearch.ts';

test.each([
  ['tashkeel', 'مُحَمَّدٌ', 'محمد'],
  ['superscript alef', 'رحمٰن', 'رحمن'],
  ['tatweel', 'محـــمد', 'محمد'],
  ['hamza above', 'أحمد', 'احمد'],
  ['hamza below', 'إبراهيم', 'ابراهيم'],
  ['madda', 'آمنة', 'امنه'],
  ['wasla', 'ٱلله', 'الله'],
  ['alef maqsura', 'مصطفى', 'مصطفي'],
  ['ta marbuta', 'فاطمة', 'فاطمه'],
  ['عبد ال joined', 'عبد الله', 'عبدالله'],
  ['عبد joined with any name', 'عبد  ربه', 'عبدربه'],
  ['already joined', 'عبدالله', 'عبدالله'],
  ['أبو joined after folding', 'أبو بكر', 'ابوبكر'],
  ['ابو joined', 'محمد ابو علي', 'محمد ابوعلي'],
  ['عبد alone stays', 'عبد', 'عبد'],
  ['عبد inside a word is not a compound', 'العبد الصالح', 'العبد الصالح'],
  ['Arabic-Indic digits', 'محمد ٢', 'محمد 2'],
  ['Persian digits', '۱۹۸۰', '1980'],
  ['Hebrew niqqud', 'שָׁלוֹם', 'שלום'],
  ['Hebrew maqaf separates', 'בֶּן־דָּוִד', 'בן דוד'],
  ['Latin lower case', 'Muhammad AHMAD', 'muhammad ahmad'],
  ['spaces collapse', '  سالم \t  أحمد ', 'سالم احمد'],
  ['NFKC presentation forms', 'ﻣﺤﻤﺪ', 'محمد'],
  ['full-width Latin', 'Ｓａｌｅｍ', 'salem'],
])('%s: %s → %s', (_case, typed, stored) => {
  expect(normaliseName(typed)).toBe(stored);
});

test('a query is its normalised words', () => {
  expect(searchWords('  محمد   أحمد ')).toEqual(['محمد', 'احمد']);
  expect(searchWords('عبد الله')).toEqual(['عبدالله']);
  expect(searchWords(' \u064E ')).toEqual([]);
});

test('a chain is the present names in order, each word preceded by a space', () => {
  expect(searchChain(['مُحَمَّد', null, 'عبد الله', '', 'آل ناصر'])).toBe(' محمد عبدالله ال ناصر');
  expect(searchChain([null])).toBe(' ');
});
