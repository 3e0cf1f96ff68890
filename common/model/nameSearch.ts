// Names as people type them: with or without hamza and tashkeel, "عبد الله" or "عبدالله", Arabic-Indic
// digits, Hebrew with or without niqqud. The server stores each record's names in this form (its search
// column) and brings every query to it, so one plain LIKE finds what was meant on SQLite and PostgreSQL
// alike: their own accent folding does not know Arabic.
import { asciiDigits } from './asciiDigits.ts';

// Tashkeel (fathatan … sukun and the marks after it up to U+065F, superscript alef), tatweel, and Hebrew
// niqqud and cantillation with the few signs among them (paseq, sof pasuq), which names do not need either;
// the maqaf among them is a hyphen, so it becomes a space first.
// Kept as one range per alternative: a class listing combining marks one after another reads as one
// combined character to tools and people alike.
const MARKS = /[\u064B-\u065F]|\u0670|\u0640|[\u0591-\u05C7]/g;
const LETTER_FOLDS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه' };
const FOLDED_LETTERS = /[أإآٱىة]/g;
// "عبد الرحمن", "أبو بكر": written apart or together, they are one name.
const COMPOUND = /(^| )(عبد|ابو) (?=\S)/g;

/** The search form of a name or a query: the same text typed any of the usual ways gives the same result. */
export function normaliseName(text: string): string {
  const folded = asciiDigits(text.normalize('NFKC'))
    .replace(/\u05BE/g, ' ')
    .replace(MARKS, '')
    .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter])
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return folded.replace(COMPOUND, '$1$2');
}

/** The words of a query, each to be found at the start of a word of the stored chain, in order. */
export const searchWords = (query: string): string[] => normaliseName(query).split(' ').filter(Boolean);

/** The stored chain of a record's names (name, father, grandfather, family name): its normalised words, space-led. */
export const searchChain = (names: ReadonlyArray<string | null | undefined>): string =>
  ` ${names
    .filter((n): n is string => typeof n === 'string' && n !== '')
    .map(normaliseName)
    .filter(Boolean)
    .join(' ')}`;

/**
 * Whether a stored chain holds the query's words at word starts, in order: the server's LIKE rule
 * (`% w1% w2%`), for the few rows a page already holds (a parent's children).
 */
export function chainMatches(chain: string, words: readonly string[]): boolean {
  let from = 0;
  for (const word of words) {
    const at = chain.indexOf(` ${word}`, from);
    if (at < 0) return false;
    from = at + 1 + word.length;
  }
  return true;
}
