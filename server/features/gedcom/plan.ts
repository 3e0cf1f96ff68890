// What an import would write: the chosen ancestor's descendants as members (each under the parent it
// was reached from), the spouses who are not descendants as their partners, and everyone else left out.
// Everyone of the file is accounted for: a member, a partner, or unplaced with the reason. The mapping is written
// down in README.md.
import type { Member, Partner } from '../../../common/generated/types.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import { badRequest } from '../../http-error.ts';
import { fromGedcomDate } from './dates.ts';
import type { GedIndividual } from './model.ts';
import type { ReadFile, ReadIndividual } from './read.ts';
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';
import { parentsOf, who } from './loops.ts';

/**
 * A member to insert: `parent` is the xref of its parent in the file, null for the ancestor. Its row is made from the
 * file's person when it is needed (memberRecord), not held: a large file's rows would double the import's memory.
 */
export interface PlannedMember {
  xref: string;
  parent: string | null;
  /** The parent's place in the file (`ReadIndividual.index`), -1 for the ancestor: the import finds its id by it. */
  parentIndex: number;
  /**
   * The partner (by `PlannedPartner.key`) who is the mother: the wife of the father's family the child is in; null
   * when she is none of his partners. Always set, so that every planned member is one shape, its fields in the object.
   */
  mother: string | null;
  person: ReadIndividual;
  fatherName: string | null;
  motherName: string | null;
  isMarried: boolean;
}

/** A spouse to insert as a member's partner; its row, too, is made when needed (partnerRecord). */
export interface PlannedPartner {
  /** The member (by xref, and by place in the file) the partner is married to. */
  of: string;
  ofIndex: number;
  /** The partner's own member (by xref, and by place) when she is a descendant too: one person, two roles. */
  member?: string;
  memberIndex?: number;
  /** The marriage: its family's xref, by which the children of the family name their mother. */
  key: string;
  person: GedIndividual;
  /** The family's dates as the file writes them: the plan holds these, not the family with its list of children. */
  marriageText: string | null;
  divorceText: string | null;
  gender: Partner['gender'];
  fatherName: string | null;
  motherName: string | null;
}

export type MemberRecord = Omit<Member, 'id' | 'parentId' | 'motherId'>;
export type PartnerRecord = Omit<Partner, 'memberId'>;

/** Why a person does not come in: no descendant of the ancestor (nor a partner of one), or below a daughter deeper than the family records. */
export type UnplacedReason = 'notDescendant' | 'belowDaughter';

export interface Candidate {
  xref: string;
  name: string;
  descendants: number;
}

export interface ImportPlan {
  ancestor: string;
  members: PlannedMember[];
  partners: PlannedPartner[];
  unplaced: Array<{ xref: string; name: string; reason: UnplacedReason }>;
  /** The people who come in as partners only, not members themselves. */
  spouses: number;
  /** The file's people: the members, the spouses and the unplaced add up to it. */
  inFile: number;
  problems: GedcomProblem[];
  /** People without parents in the file, most descendants first: whose branch may come in. */
  candidates: Candidate[];
}

const MAX_NAME = 60;
const MAX_CODE = 20;
const MAX_ADDRESS = 200;
const MAX_PLACE = 120;
const MAX_STORY = 20_000;
const CANDIDATES = 200;

const display = (p: GedIndividual): string => [p.given, p.surname].filter(Boolean).join(' ') || `@${p.xref}@`;

/** Children of a person, by family, in file order. */
function childrenOf(file: ReadFile, person: GedIndividual): Array<{ child: string; spouse: string | null; family: string }> {
  return person.spouseOf.flatMap((f) => {
    const fam = file.families.get(f);
    if (!fam) return [];
    const spouse = fam.husband === person.xref ? fam.wife : fam.husband;
    return fam.children.map((child) => ({ child, spouse, family: fam.xref }));
  });
}

/** Calls `visit` with each child of the person, in file order (a child of two of their families once for each). */
function eachChild(file: ReadFile, person: GedIndividual, visit: (child: string) => void): void {
  for (const f of person.spouseOf) for (const child of file.families.get(f)?.children ?? []) visit(child);
}

/** The person and every descendant of theirs in the file, marked by their place in it (`index`). */
function descendantsOf(file: ReadFile, start: ReadIndividual): Uint8Array {
  const seen = new Uint8Array(file.individuals.size);
  seen[start.index] = 1;
  const queue = [start];
  for (let i = 0; i < queue.length; i++)
    eachChild(file, queue[i], (xref) => {
      const child = file.individuals.get(xref)!;
      if (!seen[child.index]) {
        seen[child.index] = 1;
        queue.push(child);
      }
    });
  return seen;
}

/**
 * How many descendants each of `people` has, themself counted. Every spouse from outside the family is a person
 * without parents in the file, so a large file asks for 120,000 counts: the walks run over the people by their place
 * in the file (`index`), and each marks whom it has seen with its own number, so that no walk hashes a pointer or
 * makes a set (2.7 s before, 0.7 s, for 200,000 members).
 */
function descendantCounts(file: ReadFile, people: readonly ReadIndividual[]): number[] {
  const count = file.individuals.size;
  // The children of person n are children[first[n]] to children[first[n + 1] - 1].
  const first = new Int32Array(count + 1);
  const children: number[] = [];
  for (const person of file.individuals.values()) {
    eachChild(file, person, (child) => children.push(file.individuals.get(child)!.index));
    first[person.index + 1] = children.length;
  }
  const seenBy = new Int32Array(count).fill(-1);
  const queue = new Int32Array(count);
  return people.map(({ index: start }, walk) => {
    let [head, tail] = [0, 1];
    queue[0] = start;
    seenBy[start] = walk;
    while (head < tail) {
      const at = queue[head++];
      for (let k = first[at]; k < first[at + 1]; k++)
        if (seenBy[children[k]] !== walk) {
          seenBy[children[k]] = walk;
          queue[tail++] = children[k];
        }
    }
    return tail;
  });
}

/** The people without parents in the file, most descendants first and in file order between equals: whose branch may come in. */
function candidatesOf(file: ReadFile): Candidate[] {
  const roots = [...file.individuals.values()].filter((person) => parentsOf(file, person).length === 0);
  const counts = descendantCounts(file, roots);
  return roots
    .map((person, i) => ({ xref: person.xref, name: display(person), descendants: counts[i] }))
    .sort((a, b) => b.descendants - a.descendants)
    .slice(0, CANDIDATES);
}

type Field = Extract<GedcomProblem, { code: 'shortened' }>['field'];

function cut(value: string | null | undefined, max: number, field: Field, p: GedIndividual, problems: GedcomProblem[]): string | null {
  if (!value) return null;
  if (value.length <= max) return value;
  problems.push({ code: 'shortened', who: who(p), field, max });
  return value.slice(0, max);
}

type DateField = Extract<GedcomProblem, { code: 'inexactDate' }>['field'];

/**
 * The file's date as the portal keeps it (a day, a month, a year, about, before, after, between), or
 * nothing and a problem that says what was left out (FROM … TO, a date phrase).
 */
function fileDate(text: string | null | undefined, field: DateField, p: GedIndividual, problems: GedcomProblem[]) {
  const day = fromGedcomDate(text);
  if (text && !day) problems.push({ code: 'inexactDate', who: who(p), date: text, field });
  return day;
}

/** What the file tells of the person's life, for a member (partners keep only their birth). */
function life(p: GedIndividual, problems: GedcomProblem[]) {
  return {
    birthPlace: cut(p.birthPlace, MAX_PLACE, 'birthPlace', p, problems),
    deathDate: fileDate(p.deathText, 'deathDate', p, problems),
    deathPlace: cut(p.deathPlace, MAX_PLACE, 'deathPlace', p, problems),
    burialPlace: cut(p.burialPlace, MAX_PLACE, 'burialPlace', p, problems),
    biography: cut(p.note, MAX_STORY, 'biography', p, problems),
  };
}

function person(p: GedIndividual, problems: GedcomProblem[]) {
  const birthdate = fileDate(p.birthText, 'birthdate', p, problems);
  let name = cut(p.given, MAX_NAME, 'name', p, problems);
  if (!name) {
    problems.push({ code: 'noName', who: who(p) });
    name = '?';
  }
  return {
    name,
    familyName: cut(p.surname, MAX_NAME, 'familyName', p, problems),
    birthdate,
    phoneNumber: cut(p.phone, MAX_CODE, 'phoneNumber', p, problems),
    identity: cut(p.identity, MAX_CODE, 'identity', p, problems),
    address: cut(p.address, MAX_ADDRESS, 'address', p, problems),
  };
}

/** The member's row, less its ids; what of the person does not fit is told to `problems`. */
export function memberRecord(m: PlannedMember, problems: GedcomProblem[] = []): MemberRecord {
  const p = m.person;
  return {
    ...person(p, problems),
    ...life(p, problems),
    gender: p.sex === 'F' ? 'female' : 'male',
    isAlive: p.dead ? 'no' : 'yes',
    isMarried: m.isMarried ? 'yes' : 'no',
    fatherName: m.fatherName,
    motherName: m.motherName,
  };
}

/** The partner's row, less the member it belongs to; what does not fit is told to `problems`. */
export function partnerRecord(p: PlannedPartner, problems: GedcomProblem[] = []): PartnerRecord {
  const s = p.person;
  return {
    ...person(s, problems),
    gender: p.gender,
    fatherName: p.fatherName,
    motherName: p.motherName,
    marriageDate: fileDate(p.marriageText, 'marriageDate', s, problems),
    divorceDate: fileDate(p.divorceText, 'divorceDate', s, problems),
  };
}

/**
 * What an import of `file` from `ancestor` would write. `generations` is how many generations below a
 * daughter of the family come in (DAUGHTERS_CHILDREN_GENERATIONS); deeper ones are not placed.
 */
export function planImport(file: ReadFile, ancestor?: string, generations = Infinity): ImportPlan {
  if (file.individuals.size === 0) throw badRequest(MESSAGES.gedcomNobody);
  const candidates = candidatesOf(file);
  const chosen = ancestor?.replace(/^@|@$/g, '') ?? candidates[0]?.xref;
  if (!chosen || !file.individuals.has(chosen)) throw badRequest(`${MESSAGES.gedcomNoSuchPerson}: ${ancestor ?? ''}`);

  const problems = [...file.problems];
  const given = (xref: string | null) => (xref ? (file.individuals.get(xref)?.given.slice(0, MAX_NAME) ?? null) : null);
  const members: PlannedMember[] = [];
  // Who is placed, and who comes in as a partner, marked by their place in the file: for 200,000 members and their
  // spouses, some 10 MB fewer held while the import is planned than as a map and a set of their pointers.
  const placed = new Uint8Array(file.individuals.size);
  const asPartner = new Uint8Array(file.individuals.size);
  const isPlaced = (xref: string) => placed[file.individuals.get(xref)!.index] === 1;
  const visit = (xref: string, parent: string | null, otherParent: string | null, family: string | null) => {
    const p = file.individuals.get(xref)!;
    const parentPerson = parent ? file.individuals.get(parent)! : undefined;
    // The parent member is the father in the portal's line unless she is a daughter of the family.
    const [father, mother] = parentPerson?.sex === 'F' ? [otherParent, parent] : [parent, otherParent];
    const own = parentsOf(file, p);
    const planned: PlannedMember = {
      xref,
      parent,
      parentIndex: parentPerson?.index ?? -1,
      person: p,
      mother: null,
      fatherName: parent ? given(father) : given(own.find((x) => file.individuals.get(x)?.sex !== 'F') ?? null),
      motherName: parent ? given(mother) : given(own.find((x) => file.individuals.get(x)?.sex === 'F') ?? null),
      isMarried: childrenOf(file, p).length > 0 || p.spouseOf.length > 0,
    };
    // Made once here for what of the person does not fit (the problems), and again when it is written.
    memberRecord(planned, problems);
    // A father's wife from outside the family becomes his partner: the child's mother.
    if (parent && father === parent && mother && parentPerson?.sex !== 'F') planned.mother = family;
    members.push(planned);
    placed[p.index] = 1;
  };
  visit(chosen, null, null, null);
  // A child goes under its father when he is a descendant too (cousins who married), else under its mother,
  // outside the line: as many generations below a daughter as the family records (features/family/daughters-line.ts).
  const descendants = descendantsOf(file, file.individuals.get(chosen)!);
  // How many generations below a daughter of the family each member is, by its place in `members`.
  const belowDaughter = [0];
  const tooDeep = new Set<string>();
  for (let i = 0; i < members.length; i++) {
    const parent = file.individuals.get(members[i].xref)!;
    const depth = belowDaughter[i];
    for (const { child, spouse, family } of childrenOf(file, parent)) {
      if (isPlaced(child) || (parent.sex === 'F' && spouse !== null && descendants[file.individuals.get(spouse)!.index])) continue;
      const childDepth = parent.sex === 'F' || depth > 0 ? depth + 1 : 0;
      if (childDepth > generations) {
        tooDeep.add(child);
        continue;
      }
      belowDaughter.push(childDepth);
      visit(child, members[i].xref, spouse, family);
    }
  }

  const partners: PlannedPartner[] = [];
  for (const m of members) {
    const p = file.individuals.get(m.xref)!;
    for (const f of p.spouseOf) {
      const fam = file.families.get(f);
      const spouse = fam && (fam.husband === m.xref ? fam.wife : fam.husband);
      if (!spouse) continue;
      // Two members married: one partner record, the husband's, that links to his wife's member record.
      const linked = isPlaced(spouse);
      if (linked && fam.husband !== m.xref) continue;
      const s = file.individuals.get(spouse)!;
      const parents = parentsOf(file, s);
      const planned: PlannedPartner = {
        of: m.xref,
        ofIndex: m.person.index,
        ...(linked && { member: spouse, memberIndex: s.index }),
        key: fam.xref,
        person: s,
        marriageText: fam.marriageText ?? null,
        divorceText: fam.divorceText ?? null,
        gender: s.sex === 'M' ? 'male' : s.sex === 'F' ? 'female' : p.sex === 'F' ? 'male' : 'female',
        fatherName: given(parents.find((x) => file.individuals.get(x)?.sex !== 'F') ?? null),
        motherName: given(parents.find((x) => file.individuals.get(x)?.sex === 'F') ?? null),
      };
      partnerRecord(planned, problems);
      partners.push(planned);
      asPartner[s.index] = 1;
    }
  }
  // A mother who is a member of the family herself is not one of the father's partners.
  const keys = new Set(partners.map((p) => p.key));
  for (const m of members) if (m.mother && !keys.has(m.mother)) m.mother = null;
  const unplaced = [...file.individuals.values()]
    .filter((p) => !placed[p.index] && !asPartner[p.index])
    .map((p) => ({
      xref: p.xref,
      name: display(p),
      reason: tooDeep.has(p.xref) ? ('belowDaughter' as const) : ('notDescendant' as const),
    }));
  let spouses = 0;
  for (let i = 0; i < asPartner.length; i++) if (asPartner[i] && !placed[i]) spouses++;
  return { ancestor: chosen, members, partners, unplaced, spouses, inFile: file.individuals.size, problems, candidates };
}
