// A GEDCOM file as other programs write it, set straight before it is parsed, each fix a problem of the preview
// rather than a refusal: blank lines and spaces before a level are skipped, several spaces between the level, the
// pointer and the tag read as one, a level that jumps attaches to the line above it, pointers and tags in lower case
// read in upper case, lines that are no GEDCOM are skipped, and a missing `0 TRLR` is added; the writing program's
// own tags (`_UID`, `_MARNM`), which the portal does not keep, are said. Only the structure of
// a line (its level, pointer and tag, all ASCII) is touched, byte for byte, so every character set reads as before;
// a value is kept exactly as written.
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';

type Fix = Extract<GedcomProblem, { line: number }>['code'];

/** A line's level, pointer and tag, and what follows the tag (its value with the one space before it). */
const LINE = /^(\d{1,2})([ \t]+)(?:(@[^@\s]+@)([ \t]+))?([A-Za-z0-9_]+)((?:[ \t].*)?)$/;
const POINTER = /^ @[^@\s#]+@$/;

export interface Straightened {
  bytes: Uint8Array;
  problems: GedcomProblem[];
  /** The file's first line that is no GEDCOM when none of it is, for the refusal's message. */
  noGedcomAt?: number;
}

export function straighten(input: Uint8Array): Straightened {
  // Latin-1 keeps each byte as one character: the ASCII structure can be read and the rest written back untouched.
  const text = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1');
  const found = new Map<Fix, { line: number; count: number }>();
  const note = (code: Fix, line: number) => {
    const seen = found.get(code);
    if (seen) seen.count++;
    else found.set(code, { line, count: 1 });
  };
  const endings = new Set(text.match(/\r\n|\r|\n/g) ?? []);
  if (endings.size > 1) note('mixedLineEnds', 1);

  const out: string[] = [];
  let previousLevel = -1;
  let gedcomLines = 0;
  let firstOther: number | undefined;
  let lastWritten = 0;
  const lines = text.split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const number = i + 1;
    // A byte order mark stays on the first line, where the parser looks for it.
    const bom = i === 0 && raw.startsWith('\u00ef\u00bb\u00bf') ? '\u00ef\u00bb\u00bf' : '';
    const line = raw.slice(bom.length);
    if (line.trim() === '') {
      if (i < lines.length - 1) note('blankLine', number);
      continue;
    }
    const trimmed = line.replace(/^[ \t]+/, '');
    if (trimmed !== line) note('leadingSpace', number);
    const parts = LINE.exec(trimmed);
    if (!parts) {
      firstOther ??= number;
      note('notGedcom', number);
      continue;
    }
    gedcomLines++;
    const [, levelText, afterLevel, xref, afterXref, tag, rest] = parts;
    if (afterLevel !== ' ' || (afterXref !== undefined && afterXref !== ' ')) note('extraSpaces', number);
    let level = Number(levelText);
    if (level > previousLevel + 1) {
      note('levelJump', number);
      level = previousLevel + 1;
    }
    previousLevel = level;
    const userTag = tag.startsWith('_');
    // The writing program's own tags (and 7.0's extensions) carry nothing the portal keeps but the person's
    // identifier (match.ts): read past, and said.
    if (userTag && tag.toUpperCase() !== '_UID') note('userTag', number);
    const upperTag = userTag ? tag : tag.toUpperCase();
    if (upperTag !== tag) note('tagCase', number);
    const pointer = xref?.toUpperCase();
    const value = POINTER.test(rest) ? rest.toUpperCase() : rest;
    if (pointer !== xref || value !== rest) note('xrefCase', number);
    out.push(`${bom}${level}${pointer ? ` ${pointer}` : ''} ${upperTag}${value}`);
    lastWritten = number;
  }
  if (gedcomLines === 0) return { bytes: input, problems: [], noGedcomAt: firstOther ?? 1 };
  if (!/^0 TRLR\b/.test(out.at(-1) ?? '')) {
    // Said at the file's last line: where it stops.
    note('noTrailer', lastWritten);
    out.push('0 TRLR');
  }
  const problems = [...found].map(([code, { line, count }]) => ({ code, line, count }) as GedcomProblem);
  return { bytes: new Uint8Array(Buffer.from(`${out.join('\n')}\n`, 'latin1')), problems };
}
