// A GEDCOM file as other programs write it, set straight before it is parsed, each fix a problem of the preview
// rather than a refusal: blank lines and spaces before a level are skipped, several spaces between the level, the
// pointer and the tag read as one, a level that jumps attaches to the line above it, pointers and tags in lower case
// read in upper case, lines that are no GEDCOM are skipped, and a missing `0 TRLR` is added; the writing program's
// own tags (`_UID`, `_MARNM`), which the portal does not keep, are said. Only the structure of
// a line (its level, pointer and tag, all ASCII) is touched, byte for byte, so every character set reads as before;
// a value is kept exactly as written.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';
import type { FileBytes } from './file-bytes.ts';

type Fix = Extract<GedcomProblem, { line: number }>['code'];

/** How many lines are set straight before the process answers whoever else waits. */
const LINES_A_TURN = 50_000;

/** A line's level, pointer and tag, and what follows the tag (its value with the one space before it). */
const LINE = /^(\d{1,2})([ \t]+)(?:(@[^@\s]+@)([ \t]+))?([A-Za-z0-9_]+)((?:[ \t].*)?)$/;
const POINTER = /^ @[^@\s#]+@$/;

/** One record of a file: a level-0 line and the lines under it. */
export interface GedcomRecord {
  /** The level-0 line's tag, in upper case (`INDI`), and its pointer with its @ signs (`@I1@`), if it has one. */
  tag: string;
  pointer?: string;
  /** Its lines set straight, each ended by a new line, in the file's own bytes. */
  bytes: Uint8Array;
}

/** What setting a file straight found: its problems, and its first line that is no GEDCOM when none of it is. */
export interface Straightened {
  problems: GedcomProblem[];
  noGedcomAt?: number;
}

/** How a file ends its lines: the ways seen (CR LF, CR, LF), a bit each. */
const CRLF = 1;
const CR = 2;
const LF = 4;

/**
 * The file's lines read as Latin-1, which keeps each byte as one character, one at a time as its slices come: a line
 * ends at a CR, an LF or a CR LF, even where a slice ends between the two. `ends` gathers the ways seen.
 */
async function* linesOf(file: FileBytes, ends: { seen: number }): AsyncGenerator<string> {
  let carry = '';
  for await (const slice of file.slices()) {
    const text = carry + slice.toString('latin1');
    // A CR at the slice's end may be the first half of a CR LF: it waits for the next slice.
    const until = text.endsWith('\r') ? text.length - 1 : text.length;
    const next = (char: string, from: number) => {
      const at = text.indexOf(char, from);
      return at === -1 ? Infinity : at;
    };
    // Where the next CR and LF are, each looked for again only once passed: most files have no CR at all.
    let cr = -1;
    let lf = -1;
    let from = 0;
    for (;;) {
      if (cr < from) cr = next('\r', from);
      if (lf < from) lf = next('\n', from);
      const end = Math.min(cr, lf);
      if (end >= until) break;
      yield text.slice(from, end);
      if (end === lf) {
        ends.seen |= LF;
        from = end + 1;
      } else if (end + 1 === lf) {
        ends.seen |= CRLF;
        from = end + 2;
      } else {
        ends.seen |= CR;
        from = end + 1;
      }
    }
    carry = text.slice(from);
  }
  if (carry.endsWith('\r')) {
    ends.seen |= CR;
    carry = carry.slice(0, -1);
  }
  // The file's last line, unended; a file that ends its last line ends there (a blank last line is none).
  if (carry.trim() !== '') yield carry;
}

/**
 * A file's records set straight, handed out one at a time as its lines are read: a file of any size is never one
 * string, nor one list of records. Each walk through `records()` reads the bytes again; once a walk has ended,
 * `outcome` says what it found.
 */
export class StraightFile {
  outcome: Straightened = { problems: [] };

  constructor(private readonly file: FileBytes) {}

  async *records(): AsyncGenerator<GedcomRecord> {
    const found = new Map<Fix, { line: number; count: number }>();
    const note = (code: Fix, line: number) => {
      const seen = found.get(code);
      if (seen) seen.count++;
      else found.set(code, { line, count: 1 });
    };
    const ends = { seen: 0 };

    let record: { tag: string; pointer?: string; lines: string[] } | undefined;
    // Latin-1 keeps each byte as one character: the ASCII structure can be read and the rest written back untouched.
    const ended = (): GedcomRecord => ({
      tag: record!.tag,
      pointer: record!.pointer,
      bytes: Buffer.from(`${record!.lines.join('\n')}\n`, 'latin1'),
    });
    let previousLevel = -1;
    let gedcomLines = 0;
    let firstOther: number | undefined;
    let lastWritten = 0;
    let number = 0;
    for await (const raw of linesOf(this.file, ends)) {
      number++;
      // A large file's lines take seconds: other calls are answered between two turns.
      if (number % LINES_A_TURN === 0) await nextTurn();
      // A byte order mark stays on the first line, where the parser looks for it.
      const bom = number === 1 && raw.startsWith('\u00ef\u00bb\u00bf') ? '\u00ef\u00bb\u00bf' : '';
      const line = raw.slice(bom.length);
      if (line.trim() === '') {
        note('blankLine', number);
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
      // A first line is read as level 0 (a jump from none), so every line has its record.
      if (level === 0) {
        if (record) yield ended();
        record = { tag: upperTag, pointer, lines: [] };
      }
      record!.lines.push(`${bom}${level}${pointer ? ` ${pointer}` : ''} ${upperTag}${value}`);
      lastWritten = number;
    }
    if (gedcomLines === 0) {
      this.outcome = { problems: [], noGedcomAt: firstOther ?? 1 };
      return;
    }
    if (!(record?.tag === 'TRLR' && record.lines.length === 1)) {
      // Said at the file's last line: where it stops.
      note('noTrailer', lastWritten);
      yield ended();
      record = { tag: 'TRLR', lines: ['0 TRLR'] };
    }
    yield ended();
    const said = [...found].map(([code, { line, count }]) => ({ code, line, count }) as GedcomProblem);
    // Line ends of more than one way are said first, at the first line, as if seen before any other fix.
    const mixed = [CRLF, CR, LF].filter((way) => ends.seen & way).length > 1;
    this.outcome = { problems: mixed ? [{ code: 'mixedLineEnds', line: 1, count: 1 }, ...said] : said };
  }
}
