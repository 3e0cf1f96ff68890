// What a GEDCOM file says about people and links, read with a third-party parser (the `gedcom` package,
// not ours): names, sexes, births, deaths and burials with their dates and places, the notes, and each
// person's parents by name. Two files that
// describe the same family give the same summary whatever their pointers, order and header dates.
import { parse, type GedcomNode } from 'gedcom';

export interface GedcomPerson {
  name: string;
  sex: string | null;
  birth: string | null;
  birthPlace: string | null;
  dead: boolean;
  death: string | null;
  deathPlace: string | null;
  burialPlace: string | null;
  /** The notes written on the person, continuation lines joined. */
  note: string | null;
  phone: string | null;
  identity: string | null;
  /** The names of the parents (father and mother as the family records them), sorted. */
  parents: string[];
  /** The names of the spouses, sorted. */
  spouses: string[];
}

const value = (node: GedcomNode | undefined): string | null => node?.data?.value ?? null;
const child = (node: GedcomNode, type: string): GedcomNode | undefined => node.children.find((c) => c.type === type);
const all = (node: GedcomNode, type: string): GedcomNode[] => node.children.filter((c) => c.type === type);
/** A value with its CONT (new line) and CONC (same line) continuations. */
const long = (node: GedcomNode | undefined): string | null =>
  node
    ? node.children.reduce(
        (text, c) => (c.type === 'CONT' ? `${text}\n${value(c) ?? ''}` : c.type === 'CONC' ? `${text}${value(c) ?? ''}` : text),
        value(node) ?? '',
      )
    : null;
/** The DATE or PLAC of an event of the person. */
const fact = (person: GedcomNode, event: string, type: 'DATE' | 'PLAC'): string | null => {
  const found = child(person, event);
  return found ? value(child(found, type)) : null;
};

export function summariseGedcom(text: string): { version: string | null; people: GedcomPerson[]; families: number } {
  const root = parse(text);
  const head = root.children.find((c) => c.type === 'HEAD');
  const gedc = head && child(head, 'GEDC');
  const individuals = root.children.filter((c) => c.type === 'INDI');
  const families = root.children.filter((c) => c.type === 'FAM');
  const nameOf = new Map(individuals.map((i) => [i.data!.xref_id!, value(child(i, 'NAME')) ?? '']));
  const pointers = (family: GedcomNode, type: string) => all(family, type).map((c) => c.data!.pointer!);
  const parents = new Map<string, string[]>();
  const spouses = new Map<string, string[]>();
  for (const family of families) {
    const couple = [...pointers(family, 'HUSB'), ...pointers(family, 'WIFE')];
    for (const kid of pointers(family, 'CHIL')) parents.set(kid, [...(parents.get(kid) ?? []), ...couple.map((p) => nameOf.get(p)!)]);
    for (const a of couple) for (const b of couple) if (a !== b) spouses.set(a, [...(spouses.get(a) ?? []), nameOf.get(b)!]);
  }
  const people = individuals.map((i) => {
    const xref = i.data!.xref_id!;
    const resi = child(i, 'RESI');
    return {
      name: nameOf.get(xref)!,
      sex: value(child(i, 'SEX')),
      birth: fact(i, 'BIRT', 'DATE'),
      birthPlace: fact(i, 'BIRT', 'PLAC'),
      dead: child(i, 'DEAT') !== undefined,
      death: fact(i, 'DEAT', 'DATE'),
      deathPlace: fact(i, 'DEAT', 'PLAC'),
      burialPlace: fact(i, 'BURI', 'PLAC'),
      note: long(child(i, 'NOTE')),
      phone: resi ? value(child(resi, 'PHON')) : null,
      identity: value(child(i, 'IDNO')),
      parents: (parents.get(xref) ?? []).sort(),
      spouses: (spouses.get(xref) ?? []).sort(),
    };
  });
  const key = (p: GedcomPerson) => JSON.stringify(p);
  people.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { version: gedc ? value(child(gedc, 'VERS')) : null, people, families: families.length };
}
