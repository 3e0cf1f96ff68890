// A GEDCOM file (5.5, 5.5.1 in ANSEL, UTF-8 with or without BOM, UTF-16, Windows-1252, IBM PC, Macintosh, or 7.0)
// → individuals and families. Its lines are set straight first (lenient.ts: each fix a problem of the preview), its
// characters known by their bytes (charset.ts), and then each record is read on its own: read-gedcom decodes its
// lines and joins CONT/CONC lines, and this module picks out what the portal keeps. The file is walked twice, the
// notes and pictures first, and neither its lines nor its records are ever held all at once, so the memory a large
// file takes is its people. A file is refused only when none of it is GEDCOM.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseGedcom, type GedcomReadingOptions, type TreeNode } from 'read-gedcom';
import { MESSAGES } from '../../../common/model/messages.ts';
import { badRequest } from '../../http-error.ts';
import type { GedFamily, GedFamilyTree, GedIndividual, Sex } from './model.ts';
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';
import { charsetOf } from './charset.ts';
import { breakLoops, who } from './loops.ts';
import { StraightFile, type GedcomRecord } from './lenient.ts';
import { bytesInMemory, headOf, utf16AsUtf8, type FileBytes } from './file-bytes.ts';

/** A person as read, with their place among the file's people (0, 1, … in file order), by which a walk numbers them. */
export interface ReadIndividual extends GedIndividual {
  index: number;
}

export interface ReadFile extends GedFamilyTree {
  individuals: Map<string, ReadIndividual>;
  version: string | null;
  problems: GedcomProblem[];
}

const strip = (pointer: string | null | undefined): string | null => {
  const inner = pointer?.trim().replace(/^@|@$/g, '');
  return inner && inner !== 'VOID' ? inner : null;
};
const first = (node: TreeNode, tag: string): TreeNode | undefined => node.children.find((c) => c.tag === tag);
const all = (node: TreeNode, tag: string): TreeNode[] => node.children.filter((c) => c.tag === tag);
const text = (node: TreeNode | undefined): string | null => node?.value?.trim() || null;
/**
 * The list in an array of its own length, and every empty list one array: one grown an item at a time keeps room for
 * more (17 items for one), and the lists of every person of a file are kept until its import ends. A list is never
 * changed in place (reconcile, loops.ts), so the empty one is shared.
 */
const NONE: readonly string[] = Object.freeze([]);
const fitted = (list: string[]): string[] => (list.length > 0 ? list.slice() : (NONE as string[]));

/** Lists of pointers read from a file, fitted, and each list of one pointer kept once. */
type Lists = (list: string[]) => string[];

/**
 * Fitted lists, and every list of one pointer one array for that pointer: a couple's `[F12]` is also each of their
 * children's, one array (56 bytes) where there were as many as the family has people.
 */
function listsOnce(): Lists {
  const single = new Map<string, string[]>();
  return (list) => {
    if (list.length !== 1) return fitted(list);
    let same = single.get(list[0]);
    if (same === undefined) single.set(list[0], (same = Object.freeze([list[0]]) as string[]));
    return same;
  };
}

/**
 * A text read from a record, in a string of its own. V8 keeps a part of 13 characters or more of a string (a name, a
 * place) as a view into the whole (the record's decoded lines), and a string joined from parts as the parts: a text
 * kept until the import ends would keep its record's every line with it, some 20 MB for 200,000 people.
 */
const detached = <T extends string | null>(text: T): T =>
  text === null || text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as T);

/** Strings read from a file, each text kept once however often it comes: names, places, dates and pointers repeat. */
type Once = <T extends string | null>(value: T) => T;

function stringsOnce(): Once {
  const kept = new Map<string, string>();
  return <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const same = kept.get(value);
    if (same !== undefined) return same as T;
    const own = detached(value);
    kept.set(own, own);
    return own;
  };
}

/** The tags with which programs name a person for good: a later file of the same family names them the same. */
const UID_TAGS = ['_UID', 'UID', 'REFN'];

/**
 * read-gedcom refuses UTF-16 before decoding it (and reads CHAR UNICODE as big-endian): such a file,
 * known by its byte order mark or by the zero byte beside the first "0" of "0 HEAD", is turned into
 * UTF-8 with a byte order mark, which read-gedcom always takes for UTF-8.
 */
function utf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0x30 && bytes[1] === 0)) return 'utf-16le';
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0 && bytes[1] === 0x30)) return 'utf-16be';
  return undefined;
}

/** What read-gedcom needs around a record to read it as it reads a whole file: a header before it and a trailer after. */
const HEAD_LINE = Buffer.from('0 HEAD\n');
const TRLR_LINE = Buffer.from('0 TRLR\n');

/** How many records are read before the process answers whoever else waits (a large file takes seconds). */
const RECORDS_A_TURN = 2_000;

/** A file set straight (lenient.ts), its header read, and a reader of one record's lines at a time. */
interface OpenedFile {
  straight: StraightFile;
  head: TreeNode;
  /** How many records the file has after its header, its trailer among them. */
  count: number;
  /** The multimedia and note records people point to, by pointer. */
  media: Map<string, TreeNode>;
  shared: Map<string, TreeNode>;
  lines: (record: GedcomRecord) => TreeNode;
}

/**
 * The first walk through a file's records: its header, and the multimedia and note records people point to, which
 * may come after them. Nothing else is kept: the people and families are read in a second walk (readGedcomFile),
 * each from its own lines, so that a file of any size is never held as its records nor as one tree of lines.
 */
async function open(file: FileBytes): Promise<OpenedFile> {
  const wide = utf16(await headOf(file, 2));
  const decoded = wide ? utf16AsUtf8(file, wide) : file;
  const charset = await charsetOf(decoded);
  /** The record's lines, read as read-gedcom reads a whole file: the header with a trailer, any other between the two. */
  const read = (...parts: Uint8Array[]): TreeNode => {
    const bytes = Buffer.concat([...parts, TRLR_LINE]);
    try {
      const root = parseGedcom(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, {
        noIndex: true,
        // read-gedcom's FileEncoding is a const enum, which its declarations name but do not export as a value.
        forcedCharset: charset.decoder as GedcomReadingOptions['forcedCharset'],
      });
      return root.children[parts.length - 1];
    } catch (error) {
      throw badRequest(`${MESSAGES.gedcomUnreadable} (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  const straight = new StraightFile(decoded);
  const media = new Map<string, TreeNode>();
  const shared = new Map<string, TreeNode>();
  const kept = { OBJE: media, NOTE: shared, SNOTE: shared } as Record<string, Map<string, TreeNode>>;
  let head: TreeNode | undefined;
  let count = 0;
  for await (const record of straight.records()) {
    if (!head) {
      if (record.tag !== 'HEAD') throw badRequest(`${MESSAGES.gedcomUnreadable} (its first record is no 0 HEAD)`);
      head = read(record.bytes);
      continue;
    }
    count++;
    const pointer = strip(record.pointer);
    if (pointer && kept[record.tag]) kept[record.tag].set(pointer, read(HEAD_LINE, record.bytes));
  }
  const { noGedcomAt, problems } = straight.outcome;
  if (noGedcomAt !== undefined)
    throw badRequest(`${MESSAGES.gedcomUnreadable} (line ${noGedcomAt} is no GEDCOM line: a level, then a tag)`);
  if (charset.problem) problems.unshift(charset.problem);
  return { straight, head: head!, count, media, shared, lines: (record) => read(HEAD_LINE, record.bytes) };
}

// FORM is a media type in 7.0 (image/jpeg) and a format in 5.5.1 (jpeg, tif): a person's document or
// recording is no picture of them.
const IMAGE_FORM = /^(image\/|(jpe?g|png|gif|bmp|tiff?|webp|avif|hei[cf])$)/i;

/**
 * The person's first picture: a multimedia record it points to (7.0's only way, 5.5.1's too) or an OBJE
 * written inside it (5.5.1, FORM under FILE; 5.5, FORM beside it). A FORM that is no image is passed over.
 */
function picture(node: TreeNode, media: ReadonlyMap<string, TreeNode>): GedIndividual['picture'] {
  for (const link of all(node, 'OBJE')) {
    const record = link.value?.trim().startsWith('@') ? media.get(strip(link.value) ?? '') : link;
    const file = record && first(record, 'FILE');
    const path = text(file);
    const form = text((file && first(file, 'FORM')) ?? (record && first(record, 'FORM')));
    if (path && (!form || IMAGE_FORM.test(form))) return { path, type: form ?? '' };
  }
  return null;
}

/** The notes on a person: written in place, or a NOTE (5.5.1) or SNOTE (7.0) record pointed to. */
function notes(node: TreeNode, shared: ReadonlyMap<string, TreeNode>): string | null {
  const texts = [...all(node, 'NOTE'), ...all(node, 'SNOTE')].flatMap((n) => {
    const value = n.value?.trim();
    const record = value?.startsWith('@') ? shared.get(strip(value) ?? '') : undefined;
    return text(record ?? n) ?? [];
  });
  return texts.length > 0 ? texts.join('\n\n') : null;
}

/** The date and place of an event (BIRT, DEAT, BURI) of the person. */
function event(node: TreeNode, tag: string): { date: string | null; place: string | null } {
  const found = first(node, tag);
  return { date: text(found && first(found, 'DATE')), place: text(found && first(found, 'PLAC')) };
}

function individual(
  node: TreeNode,
  xref: string,
  index: number,
  media: ReadonlyMap<string, TreeNode>,
  shared: ReadonlyMap<string, TreeNode>,
  { once, lists }: { once: Once; lists: Lists },
): ReadIndividual {
  const name = first(node, 'NAME');
  const full = text(name) ?? '';
  const slashed = /\/([^/]*)\/?/.exec(full);
  const given =
    text(name && first(name, 'GIVN')) ??
    full
      .replace(/\/[^/]*\/?/, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const surname = text(name && first(name, 'SURN')) ?? (slashed?.[1].trim() || null);
  const sex = text(first(node, 'SEX'))?.toUpperCase();
  const birth = event(node, 'BIRT');
  const death = event(node, 'DEAT');
  const residence = first(node, 'RESI');
  const phone = first(node, 'PHON') ?? (residence && (first(residence, 'PHON') ?? first(first(residence, 'ADDR') ?? residence, 'PHON')));
  const address = first(node, 'ADDR') ?? (residence && first(residence, 'ADDR'));
  const person: ReadIndividual = {
    xref: once(xref),
    index,
    given: once(given),
    surname: once(surname),
    sex: sex === 'M' || sex === 'F' ? (sex as Sex) : null,
    birth: null,
    birthText: once(birth.date),
    dead: first(node, 'DEAT') !== undefined,
    identity: detached(text(first(node, 'IDNO'))),
    spouseOf: lists(all(node, 'FAMS').flatMap((f) => once(strip(f.value)) ?? [])),
    uids: fitted(UID_TAGS.flatMap((tag) => all(node, tag).flatMap((n) => (text(n) ? [detached(`${tag}:${text(n)!.slice(0, 190)}`)] : [])))),
    childOf: lists(all(node, 'FAMC').flatMap((f) => once(strip(f.value)) ?? [])),
  };
  // What few people of a file have is set on those who have it only: each of the others is 64 bytes smaller (eight
  // fields of the object fewer), up to 20 MB for a file of 300,000 people, whom an import holds until it ends.
  const rare = {
    birthPlace: once(birth.place),
    deathText: once(death.date),
    deathPlace: once(death.place),
    burialPlace: once(event(node, 'BURI').place),
    note: detached(notes(node, shared)),
    phone: detached(text(phone)),
    address: once(text(address)),
    picture: picture(node, media),
  };
  return Object.assign(person, Object.fromEntries(Object.entries(rare).filter(([, value]) => value !== null)));
}

function family(node: TreeNode, xref: string, { once, lists }: { once: Once; lists: Lists }): GedFamily {
  const pointer = (tag: string) => once(strip(text(first(node, tag))));
  return {
    xref: once(xref),
    husband: pointer('HUSB'),
    wife: pointer('WIFE'),
    children: lists(all(node, 'CHIL').flatMap((c) => once(strip(c.value)) ?? [])),
    marriageText: once(event(node, 'MARR').date),
    divorceText: once(event(node, 'DIV').date),
  };
}

/** Makes the two directions of each link agree (FAM lists and INDI FAMS/FAMC), reporting links to nothing. */
function reconcile(tree: GedFamilyTree, problems: GedcomProblem[], lists: Lists): void {
  const adding = (list: string[], item: string) => (list.includes(item) ? list : [...list, item]);
  for (const person of tree.individuals.values()) {
    for (const xref of person.spouseOf) {
      const fam = tree.families.get(xref);
      if (!fam) problems.push({ code: 'missingRecord', who: `@${person.xref}@`, target: `@${xref}@` });
      else if (fam.husband !== person.xref && fam.wife !== person.xref) {
        if (!fam.husband && person.sex !== 'F') fam.husband = person.xref;
        else if (!fam.wife) fam.wife = person.xref;
      }
    }
    for (const xref of person.childOf) {
      const fam = tree.families.get(xref);
      if (!fam) problems.push({ code: 'missingRecord', who: `@${person.xref}@`, target: `@${xref}@` });
      else fam.children = adding(fam.children, person.xref);
    }
  }
  for (const fam of tree.families.values()) {
    for (const role of ['husband', 'wife'] as const) {
      const xref = fam[role];
      if (!xref) continue;
      const person = tree.individuals.get(xref);
      if (!person) {
        problems.push({ code: 'missingRecord', who: `@${fam.xref}@`, target: `@${xref}@` });
        fam[role] = null;
      } else person.spouseOf = adding(person.spouseOf, fam.xref);
    }
    fam.children = lists(
      fam.children.filter((xref) => {
        const person = tree.individuals.get(xref);
        if (!person) problems.push({ code: 'missingRecord', who: `@${fam.xref}@`, target: `@${xref}@` });
        else person.childOf = adding(person.childOf, fam.xref);
        return person !== undefined;
      }),
    );
  }
}

/** The file's people and families; `onRead` is told how many of its records are read, of how many, as it goes. */
export async function readGedcomFile(file: FileBytes | Uint8Array, onRead?: (read: number, total: number) => void): Promise<ReadFile> {
  const { straight, head, count, media, shared, lines } = await open(file instanceof Uint8Array ? bytesInMemory(file) : file);
  const problems: GedcomProblem[] = [...straight.outcome.problems];
  const gedc = first(head, 'GEDC');
  const individuals = new Map<string, ReadIndividual>();
  const families = new Map<string, GedFamily>();
  const kept = { once: stringsOnce(), lists: listsOnce() };
  /** A pointer not yet used by a record of the file: the one written, else the first free of `I5-2`, `I5-3`, …. */
  const own = (xref: string, used: ReadonlyMap<string, unknown>) => {
    let n = 1;
    while (used.has(n === 1 ? xref : `${xref}-${n}`)) n++;
    return n === 1 ? xref : `${xref}-${n}`;
  };
  let header = true;
  let done = 0;
  for await (const record of straight.records()) {
    if (header) {
      // Read by open().
      header = false;
      continue;
    }
    if (done % RECORDS_A_TURN === 0 && done > 0) {
      onRead?.(done, count);
      await nextTurn();
    }
    done++;
    const written = strip(record.pointer);
    if (!written) continue;
    if (record.tag === 'INDI') {
      // A second person under a used pointer is kept, linked from no family of theirs: the pointers name the first.
      const xref = own(written, individuals);
      const person = individual(lines(record), xref, individuals.size, media, shared, kept);
      if (xref !== written) {
        Object.assign(person, { spouseOf: NONE, childOf: NONE });
        problems.push({ code: 'duplicateXref', who: who(person), target: `@${written}@` });
      }
      individuals.set(xref, person);
    } else if (record.tag === 'FAM') {
      // A second family under a used pointer is kept with the people it names.
      const xref = own(written, families);
      if (xref !== written) problems.push({ code: 'duplicateXref', who: `@${xref}@`, target: `@${written}@` });
      families.set(xref, family(lines(record), xref, kept));
    }
  }
  onRead?.(count, count);
  const tree = { individuals, families };
  reconcile(tree, problems, kept.lists);
  breakLoops(tree, problems);
  return { ...tree, version: text(gedc && first(gedc, 'VERS')), problems };
}
