// The names of relations in Arabic, English and Hebrew, one table per language, said of "you" and of
// someone by name, and the paths between two members of a tree they are read from. A path is written as
// two strings of genders: the first person's ancestors from the parent up to the common ancestor, and
// the people from the common ancestor's child down to the person named (last).
import { describe, expect, test } from 'vitest';
import { kinTerm, spouseTerm, type Gender, type KinLanguage } from '../../src/public-site/pages/tree/kinship.ts';
import { kinPath, relationLines, relationsBetween } from '../../src/public-site/pages/tree/relation.ts';

const path = (up: string, down: string) => ({ up: [...up] as Gender[], down: [...down] as Gender[] });

/** The one the sentence is about, by name, in each language. */
const NAMED: Record<KinLanguage, string> = { ar: 'أحمد', en: 'Ahmad', he: 'אחמד' };

type Row = [up: string, down: string, yours: string, named: string];

// Among them, in each language and for men and women: brother, paternal and maternal uncle, first cousin, first cousin
// once removed both ways, second and third cousin, great-grandfather.
const TABLES: Record<KinLanguage, Row[]> = {
  en: [
    ['m', '', 'your father', "Ahmad's father"],
    ['f', '', 'your mother', "Ahmad's mother"],
    ['mm', '', 'your grandfather', "Ahmad's grandfather"],
    ['mf', '', 'your grandmother', "Ahmad's grandmother"],
    ['mmm', '', 'your great-grandfather', "Ahmad's great-grandfather"],
    ['mmf', '', 'your great-grandmother', "Ahmad's great-grandmother"],
    ['mmmf', '', 'your great-great-grandmother', "Ahmad's great-great-grandmother"],
    ['mmmmmmm', '', 'your 5× great-grandfather', "Ahmad's 5× great-grandfather"],
    ['', 'm', 'your son', "Ahmad's son"],
    ['', 'f', 'your daughter', "Ahmad's daughter"],
    ['', 'mm', 'your grandson', "Ahmad's grandson"],
    ['', 'mf', 'your granddaughter', "Ahmad's granddaughter"],
    ['', 'mmm', 'your great-grandson', "Ahmad's great-grandson"],
    ['m', 'm', 'your brother', "Ahmad's brother"],
    ['m', 'f', 'your sister', "Ahmad's sister"],
    ['m', 'mm', 'your nephew', "Ahmad's nephew"],
    ['m', 'ff', 'your niece', "Ahmad's niece"],
    ['m', 'mmm', 'your grandnephew', "Ahmad's grandnephew"],
    ['m', 'mmmf', 'your great-grandniece', "Ahmad's great-grandniece"],
    ['mm', 'm', 'your uncle', "Ahmad's uncle"],
    ['mm', 'f', 'your aunt', "Ahmad's aunt"],
    ['fm', 'm', 'your uncle', "Ahmad's uncle"],
    ['fm', 'f', 'your aunt', "Ahmad's aunt"],
    ['mmm', 'm', 'your great-uncle', "Ahmad's great-uncle"],
    ['mmmm', 'f', 'your great-great-aunt', "Ahmad's great-great-aunt"],
    ['mm', 'mm', 'your first cousin', "Ahmad's first cousin"],
    ['mm', 'mf', 'your first cousin', "Ahmad's first cousin"],
    ['mm', 'mmm', "your first cousin once removed (your cousin's son)", "Ahmad's first cousin once removed (Ahmad's cousin's son)"],
    [
      'mm',
      'mmf',
      "your first cousin once removed (your cousin's daughter)",
      "Ahmad's first cousin once removed (Ahmad's cousin's daughter)",
    ],
    ['mmm', 'mm', "your first cousin once removed (your father's cousin)", "Ahmad's first cousin once removed (Ahmad's father's cousin)"],
    ['fmm', 'mf', "your first cousin once removed (your mother's cousin)", "Ahmad's first cousin once removed (Ahmad's mother's cousin)"],
    [
      'mmmm',
      'mm',
      "your first cousin twice removed (your grandfather's cousin)",
      "Ahmad's first cousin twice removed (Ahmad's grandfather's cousin)",
    ],
    ['mmm', 'mmm', 'your second cousin', "Ahmad's second cousin"],
    ['mmm', 'mmf', 'your second cousin', "Ahmad's second cousin"],
    [
      'mmmm',
      'mmm',
      "your second cousin once removed (your father's second cousin)",
      "Ahmad's second cousin once removed (Ahmad's father's second cousin)",
    ],
    ['mmmm', 'mmmm', 'your third cousin', "Ahmad's third cousin"],
    ['mmmm', 'mmmf', 'your third cousin', "Ahmad's third cousin"],
    ['mmmmm', 'mmmmm', 'your fourth cousin', "Ahmad's fourth cousin"],
    [
      'mmmmm',
      'mm',
      "your first cousin three times removed (your great-grandfather's cousin)",
      "Ahmad's first cousin three times removed (Ahmad's great-grandfather's cousin)",
    ],
  ],
  ar: [
    ['m', '', 'والدك', 'والد أحمد'],
    ['f', '', 'والدتك', 'والدة أحمد'],
    ['mm', '', 'جدك', 'جد أحمد'],
    ['mf', '', 'جدتك', 'جدة أحمد'],
    ['mmm', '', 'جد والدك', 'جد والد أحمد'],
    ['mmf', '', 'جدة والدك', 'جدة والد أحمد'],
    ['fmm', '', 'جد والدتك', 'جد والدة أحمد'],
    ['mmmm', '', 'جد جدك', 'جد جد أحمد'],
    ['', 'm', 'ابنك', 'ابن أحمد'],
    ['', 'f', 'بنتك', 'بنت أحمد'],
    ['', 'mm', 'حفيدك', 'حفيد أحمد'],
    ['', 'mf', 'حفيدتك', 'حفيدة أحمد'],
    ['', 'mmm', 'ابن حفيدك', 'ابن حفيد أحمد'],
    ['', 'mff', 'بنت حفيدتك', 'بنت حفيدة أحمد'],
    ['', 'mmmm', 'حفيد حفيدك', 'حفيد حفيد أحمد'],
    ['m', 'm', 'أخوك', 'أخو أحمد'],
    ['m', 'f', 'أختك', 'أخت أحمد'],
    ['m', 'mm', 'ابن أخيك', 'ابن أخي أحمد'],
    ['m', 'mf', 'بنت أخيك', 'بنت أخي أحمد'],
    ['m', 'fm', 'ابن أختك', 'ابن أخت أحمد'],
    ['m', 'ff', 'بنت أختك', 'بنت أخت أحمد'],
    ['m', 'mmm', 'حفيد أخيك', 'حفيد أخي أحمد'],
    ['m', 'ffm', 'حفيد أختك', 'حفيد أخت أحمد'],
    ['mm', 'm', 'عمك', 'عم أحمد'],
    ['mm', 'f', 'عمتك', 'عمة أحمد'],
    ['fm', 'm', 'خالك', 'خال أحمد'],
    ['fm', 'f', 'خالتك', 'خالة أحمد'],
    ['mm', 'mm', 'ابن عمك', 'ابن عم أحمد'],
    ['mm', 'mf', 'بنت عمك', 'بنت عم أحمد'],
    ['mm', 'fm', 'ابن عمتك', 'ابن عمة أحمد'],
    ['mm', 'ff', 'بنت عمتك', 'بنت عمة أحمد'],
    ['fm', 'mm', 'ابن خالك', 'ابن خال أحمد'],
    ['fm', 'ff', 'بنت خالتك', 'بنت خالة أحمد'],
    ['mm', 'mmm', 'حفيد عمك', 'حفيد عم أحمد'],
    ['mm', 'mmf', 'حفيدة عمك', 'حفيدة عم أحمد'],
    ['mmm', 'mm', 'ابن عم والدك', 'ابن عم والد أحمد'],
    ['mmm', 'mf', 'بنت عم والدك', 'بنت عم والد أحمد'],
    ['fmm', 'mm', 'ابن عم والدتك', 'ابن عم والدة أحمد'],
    ['mmm', 'fm', 'ابن عمة والدك', 'ابن عمة والد أحمد'],
    ['mmm', 'm', 'عم والدك', 'عم والد أحمد'],
    ['mmm', 'f', 'عمة والدك', 'عمة والد أحمد'],
    ['fmm', 'm', 'عم والدتك', 'عم والدة أحمد'],
    ['mmmm', 'm', 'عم جدك', 'عم جد أحمد'],
    ['mmm', 'mmm', 'حفيد عم والدك', 'حفيد عم والد أحمد'],
    ['mmm', 'mmf', 'حفيدة عم والدك', 'حفيدة عم والد أحمد'],
    ['fmm', 'mmm', 'حفيد عم والدتك', 'حفيد عم والدة أحمد'],
    ['mmmm', 'mmm', 'حفيد عم جدك', 'حفيد عم جد أحمد'],
    ['mmm', 'mmmm', 'ابن حفيد عم والدك', 'ابن حفيد عم والد أحمد'],
    ['mmmm', 'mmmm', 'ابن عمك من الدرجة الثالثة', 'ابن عم أحمد من الدرجة الثالثة'],
    ['mmmm', 'mmmf', 'بنت عمك من الدرجة الثالثة', 'بنت عم أحمد من الدرجة الثالثة'],
    ['fmmm', 'mmmm', 'ابن خالك من الدرجة الثالثة', 'ابن خال أحمد من الدرجة الثالثة'],
    ['mmmmm', 'mmmm', 'ابن عم والدك من الدرجة الثالثة', 'ابن عم والد أحمد من الدرجة الثالثة'],
    ['mmmm', 'mmmmm', 'ابن ابن عمك من الدرجة الثالثة', 'ابن ابن عم أحمد من الدرجة الثالثة'],
    ['mmmmm', 'mmmmm', 'ابن عمك من الدرجة الرابعة', 'ابن عم أحمد من الدرجة الرابعة'],
    ['mm', 'mmmmmmmmmmm', 'قريبك: جيلان صعودًا إلى الجد المشترك و١١ جيلًا نزولًا', 'قريب أحمد: جيلان صعودًا إلى الجد المشترك و١١ جيلًا نزولًا'],
  ],
  he: [
    ['m', '', 'אביך', 'אבא של אחמד'],
    ['f', '', 'אמך', 'אמא של אחמד'],
    ['mm', '', 'סבך', 'סבא של אחמד'],
    ['mf', '', 'סבתך', 'סבתא של אחמד'],
    ['mmm', '', 'סבא רבא שלך', 'סבא רבא של אחמד'],
    ['mmf', '', 'סבתא רבתא שלך', 'סבתא רבתא של אחמד'],
    ['mmmmm', '', 'אב קדמון שלך (5 דורות)', 'אב קדמון (5 דורות) של אחמד'],
    ['', 'm', 'בנך', 'הבן של אחמד'],
    ['', 'f', 'בתך', 'הבת של אחמד'],
    ['', 'mm', 'נכדך', 'הנכד של אחמד'],
    ['', 'mf', 'נכדתך', 'הנכדה של אחמד'],
    ['', 'mmm', 'נינך', 'הנין של אחמד'],
    ['', 'mmf', 'נינתך', 'הנינה של אחמד'],
    ['m', 'm', 'אחיך', 'האח של אחמד'],
    ['m', 'f', 'אחותך', 'האחות של אחמד'],
    ['m', 'mm', 'אחיינך', 'האחיין של אחמד'],
    ['m', 'mf', 'אחייניתך', 'האחיינית של אחמד'],
    ['m', 'mmm', 'הנכד של אחיך', 'הנכד של האח של אחמד'],
    ['m', 'fmf', 'הנכדה של אחותך', 'הנכדה של האחות של אחמד'],
    ['mm', 'm', 'דודך', 'הדוד של אחמד'],
    ['mm', 'f', 'דודתך', 'הדודה של אחמד'],
    ['fm', 'm', 'דודך', 'הדוד של אחמד'],
    ['mmm', 'm', 'הדוד של אביך', 'הדוד של אבא של אחמד'],
    ['fmm', 'f', 'הדודה של אמך', 'הדודה של אמא של אחמד'],
    ['mmmm', 'm', 'הדוד של סבך', 'הדוד של סבא של אחמד'],
    ['mm', 'mm', 'בן דוד שלך', 'בן הדוד של אחמד'],
    ['mm', 'mf', 'בת דודה שלך', 'בת הדודה של אחמד'],
    ['mm', 'mmm', 'הבן של בן דוד שלך', 'הבן של בן הדוד של אחמד'],
    ['mm', 'mff', 'הבת של בת דודה שלך', 'הבת של בת הדודה של אחמד'],
    ['mmm', 'mm', 'בן הדוד של אביך', 'בן הדוד של אבא של אחמד'],
    ['fmm', 'mf', 'בת הדודה של אמך', 'בת הדודה של אמא של אחמד'],
    ['mmm', 'mmm', 'בן דוד שני שלך', 'בן הדוד השני של אחמד'],
    ['mmm', 'mmf', 'בת דודה שנייה שלך', 'בת הדודה השנייה של אחמד'],
    ['mmmm', 'mmmm', 'בן דוד שלישי שלך', 'בן הדוד השלישי של אחמד'],
    ['mmmm', 'mmmf', 'בת דודה שלישית שלך', 'בת הדודה השלישית של אחמד'],
  ],
};

describe.each(Object.keys(TABLES) as KinLanguage[])('relations in %s', (lang) => {
  test.each(TABLES[lang])('up %s, down %s: %s; %s', (up, down, yours, named) => {
    expect(kinTerm(path(up, down), lang)).toBe(yours);
    expect(kinTerm(path(up, down), lang, { you: false, name: NAMED[lang] })).toBe(named);
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

test.each([
  ['ar', 'f', 'زوجتك', 'زوجة أحمد'],
  ['ar', 'm', 'زوجك', 'زوج أحمد'],
  ['en', 'f', 'your wife', "Ahmad's wife"],
  ['he', 'f', 'אשתך', 'אשתו של אחמד'],
  ['he', 'm', 'בעלך', 'בעלה של אחמד'],
] as const)('a spouse in %s (%s): %s, %s', (lang, gender, yours, named) => {
  expect(spouseTerm(gender, lang)).toBe(yours);
  expect(spouseTerm(gender, lang, { you: false, name: NAMED[lang] })).toBe(named);
});

describe('the path through the closest common ancestor', () => {
  // 0 root (m); 1 (m) and 4 (f) its children; 2 (f) child of 1; 3 (m) child of 2; 5 (m) child of 4.
  const layout = { parent: Int32Array.from([-1, 0, 1, 2, 0, 4]), female: Uint8Array.from([0, 0, 1, 0, 1, 0]) };

  test('cousins meet at the root; the path goes up one side and down the other', () => {
    const [r, ...more] = relationsBetween(layout, 2, 5);
    expect(more).toEqual([]);
    expect(r).toEqual({ ancestor: 0, up: [1, 0], down: [4, 5] });
    expect(kinPath(layout, r)).toEqual({ up: ['m', 'm'], down: ['f', 'm'] });
    expect(relationLines(layout, 2, r)).toEqual([2, 1, 4, 5]);
    expect(kinTerm(kinPath(layout, r), 'ar')).toBe('ابن عمتك');
  });

  test('an ancestor and a descendant meet at the ancestor', () => {
    expect(relationsBetween(layout, 3, 1)).toEqual([{ ancestor: 1, up: [2, 1], down: [] }]);
    expect(relationsBetween(layout, 1, 3)).toEqual([{ ancestor: 1, up: [], down: [2, 3] }]);
    expect(kinTerm(kinPath(layout, relationsBetween(layout, 1, 3)[0]), 'en')).toBe('your grandson');
  });

  test('one person is the same person', () => {
    expect(relationsBetween(layout, 2, 2)).toEqual([{ ancestor: 2, up: [], down: [] }]);
  });

  test('two members of separate trees have no common ancestor', () => {
    const two = { parent: Int32Array.from([-1, -1, 0]) };
    expect(relationsBetween(two, 2, 1)).toEqual([]);
  });
});

describe('through a cousin marriage, both paths', () => {
  // 0 Salim; his son 1 Yusuf and daughter 2 Huda; Yusuf's sons 3 Jamil and 5 Omar; Huda's daughter 4 Maryam
  // married her cousin Jamil: their son 6 Karim, whose mother is a member. Omar's son 7 Sami.
  const mother = Int32Array.from([-1, -1, -1, -1, -1, -1, 4, -1]);
  const layout = {
    parent: Int32Array.from([-1, 0, 0, 1, 2, 1, 3, 5]),
    mother,
    female: Uint8Array.from([0, 0, 1, 0, 1, 0, 0, 0]),
  };
  const [KARIM, SAMI, MARYAM, HUDA] = [6, 7, 4, 2];

  test('the child of the marriage is related to a cousin through the father and through the mother', () => {
    const paths = relationsBetween(layout, SAMI, KARIM);
    expect(paths).toEqual([
      { ancestor: 1, up: [5, 1], down: [3, KARIM] },
      { ancestor: 0, up: [5, 1, 0], down: [HUDA, MARYAM, KARIM] },
    ]);
    expect(paths.map((p) => kinTerm(kinPath(layout, p), 'ar'))).toEqual(['ابن عمك', 'حفيد عمة والدك']);
    // Seen from Karim: his father's side and his mother's.
    const fromKarim = relationsBetween(layout, KARIM, SAMI);
    expect(fromKarim.map((p) => p.up[0])).toEqual([3, MARYAM]);
    // The drawing joins Karim to his father only: the step to his mother is not a drawn line.
    expect(relationLines(layout, KARIM, fromKarim[1])).toEqual([MARYAM, HUDA, 1, 5, SAMI]);
    expect(fromKarim.map((p) => kinTerm(kinPath(layout, p), 'ar'))).toEqual(['ابن عمك', 'حفيد خال والدتك']);
    expect(fromKarim.map((p) => kinTerm(kinPath(layout, p), 'en'))).toEqual(['your first cousin', 'your second cousin']);
  });

  test('his grandmother through his mother is his great-aunt through his father', () => {
    expect(relationsBetween(layout, KARIM, HUDA).map((p) => kinTerm(kinPath(layout, p), 'en'))).toEqual([
      'your grandmother',
      'your great-aunt',
    ]);
    expect(relationsBetween(layout, HUDA, KARIM).map((p) => kinTerm(kinPath(layout, p), 'ar'))).toEqual(['حفيدك', 'حفيد أخيك']);
  });

  test('brothers whose mother and father are both members are brothers once', () => {
    const brothers = {
      ...layout,
      parent: Int32Array.from([...layout.parent, 3]),
      mother: Int32Array.from([...mother, 4]),
      female: Uint8Array.from([...layout.female, 0]),
    };
    const paths = relationsBetween(brothers, KARIM, 8);
    expect(paths).toEqual([{ ancestor: 3, up: [3], down: [8] }]);
  });

  test('a loop written past the rules ends the walk', () => {
    const looped = { parent: Int32Array.from([1, 0, 0]), mother: Int32Array.from([2, -1, 1]), female: Uint8Array.from([0, 0, 1]) };
    expect(relationsBetween(looped, 0, 2).length).toBeGreaterThan(0);
  });
});
