// How one person is related to another, named as families say it, in Arabic, English and Hebrew. Pure:
// from the path through the closest common ancestor (how many generations up from the one the sentence
// is about, how many down to the one named, and the gender of everyone on the way), to the words.
//
// Arabic names the line as well as the distance (the tree is patrilineal: a father's brother is عم,
// a mother's brother خال), and builds the far relations as families do, one link at a time: ابن عم,
// ابن ابن عم, عم الأب. English counts cousins and removals. Hebrew has words for the near relations
// and says the far ones through them (בן של בן דוד, דוד של סבא).

import { countedText } from '../../../../common/model/translate.ts';

export type Gender = 'm' | 'f';
export type KinLanguage = 'ar' | 'en' | 'he';

export interface KinPath {
  /** Genders of the first person's ancestors, from the parent up to the common ancestor: as many as generations up. */
  up: readonly Gender[];
  /** Genders from the common ancestor's child down to the person named, who is last: as many as generations down. */
  down: readonly Gender[];
}

/** Male and female form of a word. */
type Pair = readonly [male: string, female: string];
const pick = (pair: Pair, g: Gender) => pair[g === 'm' ? 0 : 1];

/** The gender of the person named: the last one down, or the common ancestor when nobody is below. */
const namedGender = ({ up, down }: KinPath): Gender => down.at(-1) ?? up.at(-1) ?? 'm';

// ---------- English ----------

const EN_ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const EN_TIMES = ['', 'once', 'twice', 'three times'];
const greats = (n: number) => (n <= 0 ? '' : n <= 3 ? 'great-'.repeat(n) : `${n}× great-`);

function english(path: KinPath): string {
  const a = path.up.length;
  const b = path.down.length;
  const g = namedGender(path);
  if (b === 0) return a === 1 ? pick(['father', 'mother'], g) : `${greats(a - 2)}grand${pick(['father', 'mother'], g)}`;
  if (a === 0) return b === 1 ? pick(['son', 'daughter'], g) : `${greats(b - 2)}grand${pick(['son', 'daughter'], g)}`;
  if (a === 1 && b === 1) return pick(['brother', 'sister'], g);
  if (a === 1) return b === 2 ? pick(['nephew', 'niece'], g) : `${greats(b - 3)}grand${pick(['nephew', 'niece'], g)}`;
  if (b === 1) return `${greats(a - 2)}${pick(['uncle', 'aunt'], g)}`;
  const degree = Math.min(a, b) - 1;
  const removed = Math.abs(a - b);
  const cousin = `${EN_ORDINALS[degree] ?? `${degree}th`} cousin`;
  return removed ? `${cousin} ${EN_TIMES[removed] ?? `${removed} times`} removed` : cousin;
}

// ---------- Arabic ----------

const AR_CHILD: Pair = ['ابن', 'بنت'];
const AR_PARENT: Pair = ['أب', 'أم'];
const AR_GRANDPARENT: Pair = ['جد', 'جدة'];
const AR_GRANDCHILD: Pair = ['حفيد', 'حفيدة'];
const AR_SIBLING: Pair = ['أخ', 'أخت'];
/** A parent's sibling: the father's side (عم), the mother's side (خال). */
const AR_PATERNAL: Pair = ['عم', 'عمة'];
const AR_MATERNAL: Pair = ['خال', 'خالة'];
/** Beyond this many words a chain of links is no help; the generations are counted instead. */
const AR_MAX_WORDS = 5;
/** A number of generations, in the form its count takes (zero, one, two, few, many, other). */
const AR_GENERATIONS = ['%{n} جيل', 'جيل واحد', 'جيلان', '%{n} أجيال', '%{n} جيلًا', '%{n} جيل'];

/** The first person's ancestor `n` generations up, as the definite end of a chain: الأب, الجد, جد الأب. */
function arAncestor(up: readonly Gender[], n: number): string {
  if (n === 1) return `ال${pick(AR_PARENT, up[0])}`;
  if (n === 2) return `ال${pick(AR_GRANDPARENT, up[1])}`;
  return `${pick(AR_GRANDPARENT, up[n - 1])} ${arAncestor(up, n - 2)}`;
}

function arabicChain({ up, down }: KinPath): string {
  const a = up.length;
  const b = down.length;
  const g = namedGender({ up, down });
  if (b === 0) {
    if (a === 1) return pick(AR_PARENT, g);
    if (a === 2) return pick(AR_GRANDPARENT, g);
    return `${pick(AR_GRANDPARENT, g)} ${arAncestor(up, a - 2)}`;
  }
  if (a === 0 && b === 1) return pick(AR_CHILD, g);
  if (a === 0 && b === 2) return pick(AR_GRANDCHILD, g);
  if (a === 1 && b === 1) return pick(AR_SIBLING, g);
  if (b === 1) {
    // The sibling of the ancestor a-1 up: عم or خال by that ancestor's gender.
    const side = up[a - 2] === 'm' ? AR_PATERNAL : AR_MATERNAL;
    return a === 2 ? pick(side, g) : `${pick(side, g)} ${arAncestor(up, a - 2)}`;
  }
  // The child of the one a generation nearer the line: ابن أخ, بنت عم, ابن ابن عم.
  return `${pick(AR_CHILD, g)} ${arabicChain({ up, down: down.slice(0, -1) })}`;
}

function arabic(path: KinPath): string {
  const chain = arabicChain(path);
  if (chain.split(' ').length <= AR_MAX_WORDS) return chain;
  const generations = (n: number) => countedText('ar', n, AR_GENERATIONS);
  return `${pick(['قريب', 'قريبة'], namedGender(path))}: ${generations(path.up.length)} صعودًا إلى الجد المشترك و${generations(path.down.length)} نزولًا`;
}

// ---------- Hebrew ----------

const HE_PARENT: Pair = ['אב', 'אם'];
/** Parents and grandparents as one says "my father's uncle": דוד של אבא. */
const HE_ANCESTOR: readonly Pair[] = [
  ['אבא', 'אמא'],
  ['סבא', 'סבתא'],
  ['סבא רבא', 'סבתא רבתא'],
];
const HE_DESCENDANT: readonly Pair[] = [
  ['בן', 'בת'],
  ['נכד', 'נכדה'],
  ['נין', 'נינה'],
  ['חימש', 'חימשה'],
];
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

const heAncestor = (n: number, g: Gender) =>
  HE_ANCESTOR[n - 1] ? pick(HE_ANCESTOR[n - 1], g) : `${pick(['אב קדמון', 'אם קדמונית'], g)} (${n} דורות)`;
const heDescendant = (n: number, g: Gender) =>
  HE_DESCENDANT[n - 1] ? pick(HE_DESCENDANT[n - 1], g) : `${pick(['צאצא', 'צאצאית'], g)} (${n} דורות)`;

/** Two people as far from their common ancestor: brother or sister, then cousins of degree m-1. */
function heSameGeneration(m: number, g: Gender): string {
  if (m === 1) return pick(['אח', 'אחות'], g);
  const cousin = pick(['בן דוד', 'בת דודה'], g);
  if (m === 2) return cousin;
  return HE_ORDINAL[m] ? `${cousin} ${pick(HE_ORDINAL[m], g)}` : `${cousin} מדרגה ${m - 1}`;
}

function hebrew(path: KinPath): string {
  const { up, down } = path;
  const a = up.length;
  const b = down.length;
  const g = namedGender(path);
  if (b === 0) return a === 1 ? pick(HE_PARENT, g) : heAncestor(a, g);
  if (a === 0) return heDescendant(b, g);
  const m = Math.min(a, b);
  if (a > b) {
    // The relative of one of the first person's ancestors: דוד, דוד של אבא, בן דוד של סבא.
    if (m === 1 && a === 2) return pick(['דוד', 'דודה'], g);
    const ancestorUp = m === 1 ? a - 2 : a - b;
    const base = m === 1 ? pick(['דוד', 'דודה'], g) : heSameGeneration(m, g);
    return `${base} של ${heAncestor(ancestorUp, up[ancestorUp - 1])}`;
  }
  if (b > a) {
    // A descendant of a brother, sister or cousin: אחיין, נכד של אח, בן של בן דוד.
    if (m === 1 && b === 2) return pick(['אחיין', 'אחיינית'], g);
    return `${heDescendant(b - a, g)} של ${heSameGeneration(m, down[m - 1])}`;
  }
  return heSameGeneration(m, g);
}

const NAMERS: Record<KinLanguage, (path: KinPath) => string> = { ar: arabic, en: english, he: hebrew };

/** What the person at the end of `path` is to the one at its start, in `lang`; '' when they are the same person. */
export function kinTerm(path: KinPath, lang: KinLanguage): string {
  if (path.up.length === 0 && path.down.length === 0) return '';
  return NAMERS[lang](path);
}

const SPOUSE: Record<KinLanguage, Pair> = { ar: ['زوج', 'زوجة'], en: ['husband', 'wife'], he: ['בעל', 'אישה'] };

/** A husband or wife in `lang`, by the gender of the one named: cousins who married are kin twice. */
export const spouseTerm = (gender: Gender, lang: KinLanguage): string => pick(SPOUSE[lang], gender);
