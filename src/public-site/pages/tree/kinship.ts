// How one person is related to another, named as families say it, in Arabic, English and Hebrew. Pure:
// from the path through the closest common ancestor (how many generations up from the one the sentence
// is about, how many down to the one named, and the gender of everyone on the way), to the words,
// said of "you" (عمك, your uncle, דודך) or of someone by name (عم أحمد, Ahmad's uncle, הדוד של אחמד).
//
// Arabic names the line as well as the distance (the tree is patrilineal: a father's brother is عم,
// a mother's brother خال) and takes the shortest true phrasing through the nearest word it has: the
// child or grandchild of a sibling or of an uncle, the uncle of a parent or grandparent (ابن عم والدك,
// حفيد عمك, حفيد عم والدك); from third cousins on, the degree (ابن عمك من الدرجة الثالثة). English
// counts cousins and removals, and says a removal plainly too (your father's cousin). Hebrew has words
// for the near relations and says the far ones through them (בן הדוד של אביך).

import { countedText } from '../../../../common/model/translate.ts';

export type Gender = 'm' | 'f';
export type KinLanguage = 'ar' | 'en' | 'he';

export interface KinPath {
  /** Genders of the first person's ancestors, from the parent up to the common ancestor: as many as generations up. */
  up: readonly Gender[];
  /** Genders from the common ancestor's child down to the person named, who is last: as many as generations down. */
  down: readonly Gender[];
}

/** Whose relative the person named is: the reader's own ("you"), or someone's by name (already isolated for bidi). */
export type Whose = { you: true } | { you: false; name: string };

export const YOURS: Whose = { you: true };

/** Male and female form of a word. */
type Pair = readonly [male: string, female: string];
const pick = (pair: Pair, g: Gender) => pair[g === 'm' ? 0 : 1];

/** The gender of the person named: the last one down, or the common ancestor when nobody is below. */
const namedGender = ({ up, down }: KinPath): Gender => down.at(-1) ?? up.at(-1) ?? 'm';

// ---------- English ----------

const EN_ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const EN_TIMES = ['', 'once', 'twice', 'three times'];
const greats = (n: number) => (n <= 0 ? '' : n <= 3 ? 'great-'.repeat(n) : `${n}× great-`);
const enAncestor = (n: number, g: Gender) =>
  n === 1 ? pick(['father', 'mother'], g) : `${greats(n - 2)}grand${pick(['father', 'mother'], g)}`;
const enDescendant = (n: number, g: Gender) =>
  n === 1 ? pick(['son', 'daughter'], g) : `${greats(n - 2)}grand${pick(['son', 'daughter'], g)}`;
/** A cousin of this degree as one says it plainly: "cousin" for the first. */
const enCousin = (degree: number) => (degree === 1 ? 'cousin' : `${EN_ORDINALS[degree] ?? `${degree}th`} cousin`);

function english(path: KinPath, whose: Whose): string {
  const a = path.up.length;
  const b = path.down.length;
  const g = namedGender(path);
  const of = whose.you ? 'your' : `${whose.name}'s`;
  if (b === 0) return `${of} ${enAncestor(a, g)}`;
  if (a === 0) return `${of} ${enDescendant(b, g)}`;
  if (a === 1 && b === 1) return `${of} ${pick(['brother', 'sister'], g)}`;
  if (a === 1) return `${of} ${b === 2 ? pick(['nephew', 'niece'], g) : `${greats(b - 3)}grand${pick(['nephew', 'niece'], g)}`}`;
  if (b === 1) return `${of} ${greats(a - 2)}${pick(['uncle', 'aunt'], g)}`;
  const degree = Math.min(a, b) - 1;
  const removed = Math.abs(a - b);
  const cousin = `${of} ${EN_ORDINALS[degree] ?? `${degree}th`} cousin`;
  if (!removed) return cousin;
  // The count, then what it means: an ancestor's cousin, or a cousin's descendant.
  const plainly =
    a > b
      ? `${of} ${enAncestor(removed, path.up[removed - 1])}'s ${enCousin(degree)}`
      : `${of} ${enCousin(degree)}'s ${enDescendant(removed, g)}`;
  return `${cousin} ${EN_TIMES[removed] ?? `${removed} times`} removed (${plainly})`;
}

// ---------- Arabic ----------

const AR_CHILD: Pair = ['ابن', 'بنت'];
const AR_PARENT: Pair = ['والد', 'والدة'];
const AR_GRANDPARENT: Pair = ['جد', 'جدة'];
const AR_GRANDCHILD: Pair = ['حفيد', 'حفيدة'];
const AR_SIBLING: Pair = ['أخ', 'أخت'];
/** A parent's sibling: the father's side (عم), the mother's side (خال). */
const AR_PATERNAL: Pair = ['عم', 'عمة'];
const AR_MATERNAL: Pair = ['خال', 'خالة'];
/** Cousins from this many generations to the common ancestor on are named by their degree: third cousins. */
const AR_DEGREE_FROM = 4;
const AR_DEGREES = ['', '', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة', 'السادسة', 'السابعة', 'الثامنة', 'التاسعة', 'العاشرة'];
/** Beyond this many words a chain of links is no help; the generations are counted instead. */
const AR_MAX_WORDS = 5;
/** A number of generations, in the form its count takes (zero, one, two, few, many, other). */
const AR_GENERATIONS = ['%{n} جيل', 'جيل واحد', 'جيلان', '%{n} أجيال', '%{n} جيلًا', '%{n} جيل'];

/** The first person's ancestor `n` generations up, the outer word first: والد, جد, جد والد, جد جد. */
function arAncestors(up: readonly Gender[], n: number): string[] {
  if (n === 0) return [];
  if (n === 1) return [pick(AR_PARENT, up[0])];
  if (n === 2) return [pick(AR_GRANDPARENT, up[1])];
  return [pick(AR_GRANDPARENT, up[n - 1]), ...arAncestors(up, n - 2)];
}

/** Someone's descendant along `line` (genders from the child down to the one named): ابن, حفيد, ابن حفيد, حفيد حفيد. */
function arDescendants(line: readonly Gender[]): string[] {
  const n = line.length;
  if (n === 0) return [];
  if (n % 2 === 1) return [pick(AR_CHILD, line[n - 1]), ...arDescendants(line.slice(0, -1))];
  return [pick(AR_GRANDCHILD, line[n - 1]), ...arDescendants(line.slice(0, -2))];
}

/** The side of the family a parent's sibling is on, by the gender of the parent: عم or خال. */
const arSide = (parent: Gender): Pair => (parent === 'm' ? AR_PATERNAL : AR_MATERNAL);

/** The chain of words, outer first, the last one taking the possessor; and what follows the possessor. */
function arabicWords({ up, down }: KinPath): { words: string[]; after?: string } {
  const a = up.length;
  const b = down.length;
  const g = namedGender({ up, down });
  if (b === 0) return { words: a === 1 ? [pick(AR_PARENT, g)] : arAncestors(up, a) };
  if (a === 0) return { words: arDescendants(down) };
  if (a === 1) return { words: [...arDescendants(down.slice(1)), pick(AR_SIBLING, down[0])] };
  const m = Math.min(a, b);
  if (m >= AR_DEGREE_FROM) {
    // ابن عم والدك من الدرجة الثالثة: the cousin of the ancestor as far up as the named is below; or the descendant of a cousin.
    const removedUp = Math.max(0, a - b);
    const cousin = [pick(AR_CHILD, down[m - 1]), pick(arSide(up[removedUp]), 'm'), ...arAncestors(up, removedUp)];
    return { words: [...arDescendants(down.slice(m)), ...cousin], after: `من الدرجة ${AR_DEGREES[m - 1] ?? m - 1}` };
  }
  // The descendant of an uncle or aunt, who is the sibling of the ancestor a-2 up (or of the parent: عم, خال).
  return { words: [...arDescendants(down.slice(1)), pick(arSide(up[a - 2]), down[0]), ...arAncestors(up, a - 2)] };
}

/** A word with "your" (ـك) on it: عمة → عمتك. */
const arYour = (word: string) => (word.endsWith('ة') ? `${word.slice(0, -1)}تك` : `${word}ك`);

/** The words with the possessor on the last one. أخ is one of the five nouns: أخوك when it heads the phrase, ابن أخيك inside it. */
function arPossessed(words: readonly string[], whose: Whose): string {
  const last = words.at(-1)!;
  const inflected = last === 'أخ' ? (words.length === 1 ? 'أخو' : 'أخي') : last;
  const owned = whose.you ? (inflected === last ? arYour(last) : `${inflected}ك`) : `${inflected} ${whose.name}`;
  return [...words.slice(0, -1), owned].join(' ');
}

function arabic(path: KinPath, whose: Whose): string {
  const { words, after } = arabicWords(path);
  if (words.length <= AR_MAX_WORDS) return after ? `${arPossessed(words, whose)} ${after}` : arPossessed(words, whose);
  const generations = (n: number) => countedText('ar', n, AR_GENERATIONS);
  const relative = arPossessed([pick(['قريب', 'قريبة'], namedGender(path))], whose);
  return `${relative}: ${generations(path.up.length)} صعودًا إلى الجد المشترك و${generations(path.down.length)} نزولًا`;
}

// ---------- Hebrew ----------

/** A Hebrew word as it stands alone, with the article before "של", and as "yours". */
interface HeNoun {
  plain: string;
  the: string;
  yours: string;
}

const heNoun = (plain: string, yours = `${plain} שלך`, the = `ה${plain}`): HeNoun => ({ plain, the, yours });
/** Words said like names, without an article: אבא של אחמד, סבא רבא שלך. */
const heKinName = (plain: string, yours = `${plain} שלך`): HeNoun => ({ plain, the: plain, yours });

const HE_PARENT: readonly [HeNoun, HeNoun] = [heKinName('אבא', 'אביך'), heKinName('אמא', 'אמך')];
const HE_ANCESTOR: readonly (readonly [HeNoun, HeNoun])[] = [
  HE_PARENT,
  [heKinName('סבא', 'סבך'), heKinName('סבתא', 'סבתך')],
  [heKinName('סבא רבא'), heKinName('סבתא רבתא')],
];
const HE_DESCENDANT: readonly (readonly [HeNoun, HeNoun])[] = [
  [heNoun('בן', 'בנך'), heNoun('בת', 'בתך')],
  [heNoun('נכד', 'נכדך'), heNoun('נכדה', 'נכדתך')],
  [heNoun('נין', 'נינך'), heNoun('נינה', 'נינתך')],
  [heNoun('חימש'), heNoun('חימשה')],
];
const HE_SIBLING: readonly [HeNoun, HeNoun] = [heNoun('אח', 'אחיך'), heNoun('אחות', 'אחותך')];
const HE_UNCLE: readonly [HeNoun, HeNoun] = [heNoun('דוד', 'דודך'), heNoun('דודה', 'דודתך')];
const HE_NEPHEW: readonly [HeNoun, HeNoun] = [heNoun('אחיין', 'אחיינך'), heNoun('אחיינית', 'אחייניתך')];
/** By generations to the common ancestor: three is a second cousin. */
const HE_ORDINAL: readonly Pair[] = [
  ['', ''],
  ['', ''],
  ['', ''],
  ['שני', 'שנייה'],
  ['שלישי', 'שלישית'],
  ['רביעי', 'רביעית'],
  ['חמישי', 'חמישית'],
];

const heOf = <T>(pair: readonly [T, T], g: Gender): T => pair[g === 'm' ? 0 : 1];

/** A far ancestor or descendant, the generations counted after the possessor: אב קדמון שלך (5 דורות). */
function heCounted(word: string, n: number, the: string): HeNoun {
  const count = ` (${n} דורות)`;
  return { plain: `${word}${count}`, the: `${the}${count}`, yours: `${word} שלך${count}` };
}
const heAncestor = (n: number, g: Gender): HeNoun => {
  const word = pick(['אב קדמון', 'אם קדמונית'], g);
  return HE_ANCESTOR[n - 1] ? heOf(HE_ANCESTOR[n - 1], g) : heCounted(word, n, word);
};
const heDescendant = (n: number, g: Gender): HeNoun => {
  const word = pick(['צאצא', 'צאצאית'], g);
  return HE_DESCENDANT[n - 1] ? heOf(HE_DESCENDANT[n - 1], g) : heCounted(word, n, `ה${word}`);
};

/** Two people as far from their common ancestor: brother or sister, then cousins of degree m-1 (בן דוד, בן הדוד השני). */
function heSameGeneration(m: number, g: Gender): HeNoun {
  if (m === 1) return heOf(HE_SIBLING, g);
  const child = pick(['בן', 'בת'], g);
  const uncle = pick(['דוד', 'דודה'], g);
  const ordinal = HE_ORDINAL[m] ? pick(HE_ORDINAL[m], g) : '';
  const degree = (article: string) => (ordinal ? ` ${article}${ordinal}` : m > 2 ? ` מדרגה ${m - 1}` : '');
  const plain = `${child} ${uncle}${degree('')}`;
  return { plain, the: `${child} ה${uncle}${degree('ה')}`, yours: `${plain} שלך` };
}

/** The noun as someone's: yours (אביך, בן דוד שלך), or of the one named (הדוד של אחמד). */
const hePossessed = (noun: HeNoun, whose: Whose) => (whose.you ? noun.yours : `${noun.the} של ${whose.name}`);

function hebrew(path: KinPath, whose: Whose): string {
  const { up, down } = path;
  const a = up.length;
  const b = down.length;
  const g = namedGender(path);
  if (b === 0) return hePossessed(heAncestor(a, g), whose);
  if (a === 0) return hePossessed(heDescendant(b, g), whose);
  const m = Math.min(a, b);
  if (a > b) {
    // The relative of one of the first person's ancestors: דודך, הדוד של אביך, בן הדוד של סבך.
    if (m === 1 && a === 2) return hePossessed(heOf(HE_UNCLE, g), whose);
    const ancestorUp = m === 1 ? a - 2 : a - b;
    const base = m === 1 ? heOf(HE_UNCLE, g) : heSameGeneration(m, g);
    return `${base.the} של ${hePossessed(heAncestor(ancestorUp, up[ancestorUp - 1]), whose)}`;
  }
  if (b > a) {
    // A descendant of a brother, sister or cousin: אחיינך, הנכד של אחיך, הבן של בן דוד שלך.
    if (m === 1 && b === 2) return hePossessed(heOf(HE_NEPHEW, g), whose);
    return `${heDescendant(b - a, g).the} של ${hePossessed(heSameGeneration(m, down[m - 1]), whose)}`;
  }
  return hePossessed(heSameGeneration(m, g), whose);
}

const NAMERS: Record<KinLanguage, (path: KinPath, whose: Whose) => string> = { ar: arabic, en: english, he: hebrew };

/** What the person at the end of `path` is to `whose` (the one at its start), in `lang`; '' when they are the same person. */
export function kinTerm(path: KinPath, lang: KinLanguage, whose: Whose = YOURS): string {
  if (path.up.length === 0 && path.down.length === 0) return '';
  return NAMERS[lang](path, whose);
}

const SPOUSE: Record<KinLanguage, Pair> = { ar: ['زوج', 'زوجة'], en: ['husband', 'wife'], he: ['בעל', 'אישה'] };
/** Hebrew says "her husband" and "his wife" of the one named: בעלה של מרים, אשתו של ג'מיל. */
const HE_SPOUSE_OF: Pair = ['בעלה של', 'אשתו של'];
const HE_YOUR_SPOUSE: Pair = ['בעלך', 'אשתך'];

/** A husband or wife of `whose` in `lang`, by the gender of the one named: cousins who married are kin twice. */
export function spouseTerm(gender: Gender, lang: KinLanguage, whose: Whose = YOURS): string {
  if (lang === 'he') return whose.you ? pick(HE_YOUR_SPOUSE, gender) : `${pick(HE_SPOUSE_OF, gender)} ${whose.name}`;
  if (lang === 'en') return `${whose.you ? 'your' : `${whose.name}'s`} ${pick(SPOUSE.en, gender)}`;
  return arPossessed([pick(SPOUSE.ar, gender)], whose);
}
