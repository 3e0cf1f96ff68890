// Text people wrote (a notice, a caption, a name) keeps its own direction inside the page's: an English
// sentence in an Arabic notice ends with its full stop on its right, an Arabic name in an English line
// keeps its letters in order. The browser's bidi algorithm does this once each run of one direction is
// isolated; these functions find the runs (src/ui/UserText.tsx renders them) and isolate a text inside
// a sentence of the portal's own (a translated text's %{name}, an aria-label, a page title).

/** A text isolated from its neighbours' direction, taking its own from its first letter (FSI … PDI). */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LEFT_TO_RIGHT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}]/u;
const FIRST_LETTER = new RegExp(`${RIGHT_TO_LEFT.source}|${LEFT_TO_RIGHT.source}`, 'u');

export type Direction = 'rtl' | 'ltr';

/** The direction of a text's first letter, as dir="auto" finds it; undefined for digits and signs alone. */
export function firstDirection(text: string): Direction | undefined {
  const letter = FIRST_LETTER.exec(text)?.[0];
  return letter === undefined ? undefined : RIGHT_TO_LEFT.test(letter) ? 'rtl' : 'ltr';
}

/** A sentence and the spaces after it; a line's last sentence may have no end mark. */
const SENTENCE = /[^.!?؟…]*(?:[.!?؟…]+|$)\s*/gu;

/**
 * One line cut into runs of sentences of one direction: "مرحبًا بالجميع. Welcome all." is two runs.
 * Sentences of digits and signs alone join the run before them (the first run, the one after).
 */
export function directionRuns(line: string): string[] {
  const runs: { text: string; dir: Direction | undefined }[] = [];
  for (const sentence of line.match(SENTENCE) ?? []) {
    if (sentence === '') continue;
    const dir = firstDirection(sentence);
    const last = runs.at(-1);
    if (last && (dir === undefined || last.dir === undefined || last.dir === dir)) {
      last.text += sentence;
      last.dir ??= dir;
    } else runs.push({ text: sentence, dir });
  }
  return runs.map((run) => run.text);
}
