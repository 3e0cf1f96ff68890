// A GEDCOM file as other programs write it, set straight before it is parsed, each fix a problem of the preview
// rather than a refusal: blank lines and spaces before a level are skipped, several spaces between the level, the
// pointer and the tag read as one, a level that jumps attaches to the line above it, pointers and tags in lower case
// read in upper case, lines that are no GEDCOM are skipped, and a missing `0 TRLR` is added; the writing program's
// own tags (`_UID`, `_MARNM`), which the portal does not keep, are said. Only the structure of
// a line (its level, pointer and tag, all ASCII) is touched, byte for byte, so every character set reads as before;
// a value is kept exactly as written.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';

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

/** Whether the file ends its lines in more than one way (CR LF, CR, LF), read off its bytes. */
function mixedLineEnds(bytes: Uint8Array): boolean {
  if (!bytes.includes(13)) return false;
  let crlf = false;
  let cr = false;
  let lf = false;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 13) {
      if (bytes[i + 1] === 10) {
        crlf = true;
        i++;
      } else cr = true;
    } else if (bytes[i] === 10) lf = true;
  }
  return Number(crlf) + Number(cr) + Number(lf) > 1;
}

/**
 * A file's records set straight, handed out one at a time as its lines are read: a file of any size is never one
 * string, nor one list of records. Each walk through `records()` reads the bytes again; once a walk has ended,
 * `outcome` says what it found.
 */
export class StraightFile {
  outcome: Straightened = { problems: [] };

  constructor(private readonly input: Uint8Array) {}

  async *records(): AsyncGenerator<GedcomRecord> {
    const input = Buffer.from(this.input.buffer, this.input.byteOffset, this.input.byteLength);
    const found = new Map<Fix, { line: number; count: number }>();
    const note = (code: Fix, line: number) => {
      const seen = found.get(code);
      if (seen) seen.count++;
      else found.set(code, { line, count: 1 });
    };
    if (mixedLineEnds(input)) note('mixedLineEnds', 1);
    const withCr = input.includes(13);

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
    for (let number = 1, from = 0; from <= input.length; number++) {
      // A large file's lines take seconds: other calls are answered between two turns.
      if (number % LINES_A_TURN === 0) await nextTurn();
      const end = withCr ? lineEndWithCr(input, from) : input.indexOf(10, from);
      const last = end === -1;
      const raw = input.toString('latin1', from, last ? input.length : end);
      from = last ? input.length + 1 : end + (input[end] === 13 && input[end + 1] === 10 ? 2 : 1);
      // A byte order mark stays on the first line, where the parser looks for it.
      const bom = number === 1 && raw.startsWith('\u00ef\u00bb\u00bf') ? '\u00ef\u00bb\u00bf' : '';
      const line = raw.slice(bom.length);
      if (line.trim() === '') {
        if (!last) note('blankLine', number);
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
    this.outcome = { problems: [...found].map(([code, { line, count }]) => ({ code, line, count }) as GedcomProblem) };
  }
}

/** Where the line from `from` ends (its CR, LF or CR LF), or -1 at the file's end. */
function lineEndWithCr(bytes: Buffer, from: number): number {
  for (let i = from; i < bytes.length; i++) if (bytes[i] === 10 || bytes[i] === 13) return i;
  return -1;
}
