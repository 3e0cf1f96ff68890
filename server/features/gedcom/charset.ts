// How a file's characters are written, known by the bytes themselves: programs write a CHAR line that does not say
// what they wrote (UTF-8 under `CHAR ANSEL`, Windows-1252 under `CHAR UTF-8`), or none. Text that is valid UTF-8 is
// UTF-8 whatever the line says (ANSEL's and the 8-bit code pages' letters are never valid UTF-8 in names); other
// text is read as its CHAR line says when that fits (ANSEL only when it looks like ANSEL: a combining mark before each
// accented letter), else as Windows-1252, Latin-1's superset, which is what the programs that leave the line out or
// get it wrong write. A reading the line does not say is a problem of the preview.
import { isAscii, isUtf8 } from 'node:buffer';
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';
import { headOf, type FileBytes } from './file-bytes.ts';

type Read = Extract<GedcomProblem, { read: unknown }>['read'];

/** The names read-gedcom decodes by (its FileEncoding), for each reading. */
export const DECODER: Record<Read, string> = {
  'UTF-8': 'UTF-8',
  ANSEL: 'ANSEL',
  'Windows-1252': 'Cp1252',
  'IBM PC': 'Cp850',
  Macintosh: 'Macintosh',
};

/** What each CHAR value programs write means. */
const DECLARED: Record<string, Read> = {
  'UTF-8': 'UTF-8',
  UTF8: 'UTF-8',
  UNICODE: 'UTF-8',
  ANSEL: 'ANSEL',
  ANSI: 'Windows-1252',
  ASCII: 'Windows-1252',
  WINDOWS: 'Windows-1252',
  'IBM WINDOWS': 'Windows-1252',
  'WINDOWS-1252': 'Windows-1252',
  CP1252: 'Windows-1252',
  'ISO-8859-1': 'Windows-1252',
  LATIN1: 'Windows-1252',
  IBMPC: 'IBM PC',
  'IBM DOS': 'IBM PC',
  CP437: 'IBM PC',
  CP850: 'IBM PC',
  MACINTOSH: 'Macintosh',
};

const CHAR_LINE = /^[ \t]*1[ \t]+CHAR(?:ACTER)?[ \t]+([^\r\n]*)/im;

/** ANSEL writes an accented letter as a combining mark (E0–FE) before the letter, and has no C1 controls (80–9F) in names. */
const combining = (b: number): boolean => b >= 0xe0 && b <= 0xfe;
const marksLetter = (next: number): boolean => combining(next) || /[A-Za-z]/.test(String.fromCharCode(next));

/** What a walk through the file's bytes finds: whether all are ASCII, valid UTF-8, and like ANSEL. */
async function scan(file: FileBytes): Promise<{ ascii: boolean; utf8: boolean; ansel: boolean }> {
  let [ascii, utf8, ansel] = [true, true, true];
  // The bytes of a letter that a slice cut, and a combining mark at a slice's end, wait for the next slice.
  let cut: Buffer = Buffer.alloc(0);
  let marked = false;
  for await (const slice of file.slices()) {
    if (ascii && isAscii(slice)) continue;
    ascii = false;
    if (utf8) {
      const bytes = cut.length > 0 ? Buffer.concat([cut, slice]) : slice;
      const end = wholeLetters(bytes);
      utf8 = isUtf8(bytes.subarray(0, end));
      cut = Buffer.from(bytes.subarray(end));
    }
    for (let i = 0; ansel && i < slice.length; i++) {
      const b = slice[i];
      if (marked) ansel = marksLetter(b);
      marked = combining(b);
      if (b >= 0x80 && b < 0xa0) ansel = false;
    }
    if (!utf8 && !ansel) break;
  }
  if (cut.length > 0) utf8 = false;
  if (marked) ansel = false;
  return { ascii, utf8, ansel };
}

/** Where the last letter of `bytes` begins when it is not whole (a UTF-8 lead byte without its followers), else the end. */
function wholeLetters(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const b = bytes[bytes.length - back];
    if ((b & 0xc0) === 0x80) continue;
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return length > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

export interface Charset {
  /** How read-gedcom is to decode the file; undefined when it is ASCII, the same in every reading. */
  decoder?: string;
  problem?: GedcomProblem;
}

/** `file`: the file as uploaded, UTF-16 already turned into UTF-8. */
export async function charsetOf(file: FileBytes): Promise<Charset> {
  const { ascii, utf8, ansel } = await scan(file);
  if (ascii) return {};
  const head = (await headOf(file, 5000)).toString('latin1');
  const found = CHAR_LINE.exec(head);
  const declaredText = found?.[1].trim();
  const declared = declaredText === undefined ? undefined : DECLARED[declaredText.toUpperCase()];
  const line = found ? head.slice(0, found.index).split('\n').length : 0;

  let read: Read;
  if (utf8) read = 'UTF-8';
  else if (declared && declared !== 'UTF-8' && (declared !== 'ANSEL' || ansel)) read = declared;
  else read = 'Windows-1252';

  const decoder = DECODER[read];
  // GEDCOM 7.0 has no CHAR line: it is UTF-8, always.
  if (declaredText === undefined) return read === 'UTF-8' ? { decoder } : { decoder, problem: { code: 'charsetUnsaid', read } };
  if (read !== declared) return { decoder, problem: { code: 'charsetWrong', line, declared: declaredText, read } };
  return { decoder };
}
