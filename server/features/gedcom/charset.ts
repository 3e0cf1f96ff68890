// How a file's characters are written, known by the bytes themselves: programs write a CHAR line that does not say
// what they wrote (UTF-8 under `CHAR ANSEL`, Windows-1252 under `CHAR UTF-8`), or none. Text that is valid UTF-8 is
// UTF-8 whatever the line says (ANSEL's and the 8-bit code pages' letters are never valid UTF-8 in names); other
// text is read as its CHAR line says when that fits (ANSEL only when it looks like ANSEL: a combining mark before each
// accented letter), else as Windows-1252, Latin-1's superset, which is what the programs that leave the line out or
// get it wrong write. A reading the line does not say is a problem of the preview.
import { isUtf8 } from 'node:buffer';
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';

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

const isAscii = (bytes: Uint8Array): boolean => bytes.every((b) => b < 0x80);

/** ANSEL writes an accented letter as a combining mark (E0–FE) before the letter, and has no C1 controls (80–9F) in names. */
function looksAnsel(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x80) continue;
    if (b < 0xa0) return false;
    if (b >= 0xe0 && b <= 0xfe) {
      const next = bytes[i + 1] ?? 0;
      if (!(next >= 0xe0 && next <= 0xfe) && !/[A-Za-z]/.test(String.fromCharCode(next))) return false;
    }
  }
  return true;
}

export interface Charset {
  /** How read-gedcom is to decode the file; undefined when it is ASCII, the same in every reading. */
  decoder?: string;
  problem?: GedcomProblem;
}

/** `bytes`: the file as uploaded, UTF-16 already turned into UTF-8. */
export function charsetOf(bytes: Uint8Array): Charset {
  if (isAscii(bytes)) return {};
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 5000)).toString('latin1');
  const found = CHAR_LINE.exec(head);
  const declaredText = found?.[1].trim();
  const declared = declaredText === undefined ? undefined : DECLARED[declaredText.toUpperCase()];
  const line = found ? head.slice(0, found.index).split('\n').length : 0;

  let read: Read;
  if (isUtf8(bytes)) read = 'UTF-8';
  else if (declared && declared !== 'UTF-8' && (declared !== 'ANSEL' || looksAnsel(bytes))) read = declared;
  else read = 'Windows-1252';

  const decoder = DECODER[read];
  // GEDCOM 7.0 has no CHAR line: it is UTF-8, always.
  if (declaredText === undefined) return read === 'UTF-8' ? { decoder } : { decoder, problem: { code: 'charsetUnsaid', read } };
  if (read !== declared) return { decoder, problem: { code: 'charsetWrong', line, declared: declaredText, read } };
  return { decoder };
}
