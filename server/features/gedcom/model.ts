// The family as GEDCOM sees it: individuals and families, independent of the file's version. The
// export maps our records to it and writes it; the import reads a file into it and plans the records.

export type Sex = 'M' | 'F';

export interface GedIndividual {
  /** The cross-reference without its @ signs (I12 for member 12, P7 for partner 7 on export). */
  xref: string;
  given: string;
  surname: string | null;
  sex: Sex | null;
  /** The date as GEDCOM writes it (export), from the portal's wire text; birthText the file's own (import only). */
  birth: string | null;
  birthText?: string | null;
  birthPlace?: string | null;
  dead: boolean;
  /** The death's date as `birth` is written; deathText the file's own text (import only). */
  death?: string | null;
  deathText?: string | null;
  deathPlace?: string | null;
  burialPlace?: string | null;
  /** The person's story: the notes written on the person, joined by blank lines. */
  note?: string | null;
  phone?: string | null;
  identity?: string | null;
  address?: string | null;
  /** The profile picture's path inside a GEDZIP archive, and its media type. */
  picture?: { path: string; type: string } | null;
  /** Families where this person is a spouse, and where a child, in file order. */
  spouseOf: string[];
  /** The identifiers the writing program gave the person (`_UID`, `UID`, `REFN`), each led by its tag: `_UID:1F2E…`. */
  uids: string[];
  childOf: string[];
}

export interface GedFamily {
  xref: string;
  husband: string | null;
  wife: string | null;
  children: string[];
  /** The marriage's and divorce's dates as `birth` is written; the *Text the file's own (import only). */
  marriage?: string | null;
  marriageText?: string | null;
  divorce?: string | null;
  divorceText?: string | null;
}

export interface GedFamilyTree {
  individuals: Map<string, GedIndividual>;
  families: Map<string, GedFamily>;
}
