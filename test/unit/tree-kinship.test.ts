// The names of relations in Arabic, English and Hebrew, one table per language, and the path between
// two members of a tree they are read from. A path is written as
// two strings of genders: the first person's ancestors from the parent up to the common ancestor, and
// the people from the common ancestor's child down to the person named (last).
import { describe, expect, test } from 'vitest';
import { kinTerm, type Gender, type KinLanguage } from '../../src/public-site/pages/tree/kinship.ts';
import { kinPath, relationBetween, relationLines } from '../../src/public-site/pages/tree/relation.ts';

const path = (up: string, down: string) => ({ up: [...up] as Gender[], down: [...down] as Gender[] });

type Row = [up: string, down: string, term: string];

const TABLES: Record<KinLanguage, Row[]> = {
  en: [
    ['m', '', 'father'],
    ['f', '', 'mother'],
    ['mm', '', 'grandfather'],
    ['mf', '', 'grandmother'],
    ['mmm', '', 'great-grandfather'],
    ['mmmf', '', 'great-great-grandmother'],
    ['mmmmmmm', '', '5× great-grandfather'],
    ['', 'm', 'son'],
    ['', 'f', 'daughter'],
    ['', 'mm', 'grandson'],
    ['', 'mf', 'granddaughter'],
    ['', 'mmm', 'great-grandson'],
    ['m', 'm', 'brother'],
    ['m', 'f', 'sister'],
    ['m', 'mm', 'nephew'],
    ['m', 'ff', 'niece'],
    ['m', 'mmm', 'grandnephew'],
    ['m', 'mmmf', 'great-grandniece'],
    ['mm', 'm', 'uncle'],
    ['mm', 'f', 'aunt'],
    ['mmm', 'm', 'great-uncle'],
    ['mmmm', 'f', 'great-great-aunt'],
    ['mm', 'mm', 'first cousin'],
    ['mm', 'mf', 'first cousin'],
    ['mmm', 'mmm', 'second cousin'],
    ['mm', 'mmm', 'first cousin once removed'],
    ['mmm', 'mm', 'first cousin once removed'],
    ['mmmm', 'mm', 'first cousin twice removed'],
    ['mmmm', 'mmm', 'second cousin once removed'],
    ['mmmmm', 'mmmmm', 'fourth cousin'],
    ['mmmmm', 'mm', 'first cousin three times removed'],
  ],
  ar: [
    ['m', '', 'أب'],
    ['f', '', 'أم'],
    ['mm', '', 'جد'],
    ['mf', '', 'جدة'],
    ['mmm', '', 'جد الأب'],
    ['mmf', '', 'جدة الأب'],
    ['fmm', '', 'جد الأم'],
    ['mmmm', '', 'جد الجد'],
    ['', 'm', 'ابن'],
    ['', 'f', 'بنت'],
    ['', 'mm', 'حفيد'],
    ['', 'mf', 'حفيدة'],
    ['', 'mmm', 'ابن حفيد'],
    ['', 'mff', 'بنت حفيدة'],
    ['m', 'm', 'أخ'],
    ['m', 'f', 'أخت'],
    ['m', 'mm', 'ابن أخ'],
    ['m', 'mf', 'بنت أخ'],
    ['m', 'fm', 'ابن أخت'],
    ['m', 'ff', 'بنت أخت'],
    ['mm', 'm', 'عم'],
    ['mm', 'f', 'عمة'],
    ['fm', 'm', 'خال'],
    ['fm', 'f', 'خالة'],
    ['mm', 'mm', 'ابن عم'],
    ['mm', 'mf', 'بنت عم'],
    ['mm', 'fm', 'ابن عمة'],
    ['mm', 'ff', 'بنت عمة'],
    ['fm', 'mm', 'ابن خال'],
    ['fm', 'ff', 'بنت خالة'],
    ['mm', 'mmm', 'ابن ابن عم'],
    ['mm', 'mmf', 'بنت ابن عم'],
    ['mmm', 'm', 'عم الأب'],
    ['mmm', 'f', 'عمة الأب'],
    ['mmmm', 'm', 'عم الجد'],
    ['mmm', 'mm', 'ابن عم الأب'],
    ['mmm', 'mmm', 'ابن ابن عم الأب'],
    ['mm', 'mmmmmm', 'قريب: جيلان صعودًا إلى الجد المشترك و٦ أجيال نزولًا'],
  ],
  he: [
    ['m', '', 'אב'],
    ['f', '', 'אם'],
    ['mm', '', 'סבא'],
    ['mf', '', 'סבתא'],
    ['mmm', '', 'סבא רבא'],
    ['mmf', '', 'סבתא רבתא'],
    ['mmmmm', '', 'אב קדמון (5 דורות)'],
    ['', 'm', 'בן'],
    ['', 'f', 'בת'],
    ['', 'mm', 'נכד'],
    ['', 'mf', 'נכדה'],
    ['', 'mmm', 'נין'],
    ['', 'mmf', 'נינה'],
    ['m', 'm', 'אח'],
    ['m', 'f', 'אחות'],
    ['m', 'mm', 'אחיין'],
    ['m', 'mf', 'אחיינית'],
    ['m', 'mmm', 'נכד של אח'],
    ['m', 'fmf', 'נכדה של אחות'],
    ['mm', 'm', 'דוד'],
    ['mm', 'f', 'דודה'],
    ['mmm', 'm', 'דוד של אבא'],
    ['fmm', 'f', 'דודה של אמא'],
    ['mmmm', 'm', 'דוד של סבא'],
    ['mm', 'mm', 'בן דוד'],
    ['mm', 'mf', 'בת דודה'],
    ['mmm', 'mmm', 'בן דוד שני'],
    ['mmm', 'mmf', 'בת דודה שנייה'],
    ['mmmm', 'mmmf', 'בת דודה שלישית'],
    ['mm', 'mmm', 'בן של בן דוד'],
    ['mm', 'mff', 'בת של בת דודה'],
    ['mmm', 'mm', 'בן דוד של אבא'],
    ['fmm', 'mf', 'בת דודה של אמא'],
  ],
};

describe.each(Object.keys(TABLES) as KinLanguage[])('relations in %s', (lang) => {
  test.each(TABLES[lang])('up %s, down %s: %s', (up, down, term) => {
    expect(kinTerm(path(up, down), lang)).toBe(term);
  });

  test('the table has at least 20 relations, of men and of women', () => {
    expect(TABLES[lang].length).toBeGreaterThanOrEqual(20);
    const named = (r: Row) => (r[1] || r[0]).at(-1);
    expect(TABLES[lang].filter((r) => named(r) === 'm').length).toBeGreaterThanOrEqual(10);
    expect(TABLES[lang].filter((r) => named(r) === 'f').length).toBeGreaterThanOrEqual(10);
  });

  test('the same person has no name', () => {
    expect(kinTerm(path('', ''), lang)).toBe('');
  });
});

describe('the path through the closest common ancestor', () => {
  // 0 root (m); 1 (m) and 4 (f) its children; 2 (f) child of 1; 3 (m) child of 2; 5 (m) child of 4.
  const layout = { parent: Int32Array.from([-1, 0, 1, 2, 0, 4]), female: Uint8Array.from([0, 0, 1, 0, 1, 0]) };

  test('cousins meet at the root; the path goes up one side and down the other', () => {
    const r = relationBetween(layout, 2, 5)!;
    expect(r).toEqual({ ancestor: 0, up: [1, 0], down: [4, 5] });
    expect(kinPath(layout, r)).toEqual({ up: ['m', 'm'], down: ['f', 'm'] });
    expect(relationLines(2, r)).toEqual([2, 1, 4, 5]);
    expect(kinTerm(kinPath(layout, r), 'ar')).toBe('ابن عمة');
  });

  test('an ancestor and a descendant meet at the ancestor', () => {
    expect(relationBetween(layout, 3, 1)).toEqual({ ancestor: 1, up: [2, 1], down: [] });
    expect(relationBetween(layout, 1, 3)).toEqual({ ancestor: 1, up: [], down: [2, 3] });
    expect(kinTerm(kinPath(layout, relationBetween(layout, 1, 3)!), 'en')).toBe('grandson');
  });

  test('one person is the same person', () => {
    expect(relationBetween(layout, 2, 2)).toEqual({ ancestor: 2, up: [], down: [] });
  });

  test('two members of separate trees have no common ancestor', () => {
    const two = { parent: Int32Array.from([-1, -1, 0]) };
    expect(relationBetween(two, 2, 1)).toBeUndefined();
  });
});
