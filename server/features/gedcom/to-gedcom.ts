// Our records → GEDCOM individuals and families (the mapping is written down in README.md).
import type { MemberRecord, PartnerRecord } from '../../../common/generated/types.ts';
import { inMarriageOrder } from '../family/order.ts';
import { toGedcomDate } from './dates.ts';
import type { GedFamily, GedFamilyTree, GedIndividual } from './model.ts';

export interface ExportChoice {
  /** Only this member and its descendants (with their partners); the whole family when absent. */
  rootId?: number;
  /** Phone and identity number: only when asked for by a role that may see them. */
  withPrivate: boolean;
}

type Person = Pick<MemberRecord, 'name' | 'familyName' | 'gender' | 'birthdate' | 'phoneNumber' | 'identity' | 'address'> &
  Partial<Pick<MemberRecord, 'birthPlace' | 'deathDate' | 'deathPlace' | 'burialPlace' | 'biography'>>;

export const memberXref = (id: number): string => `I${id}`;
export const partnerXref = (id: number): string => `P${id}`;

function individual(xref: string, person: Person, dead: boolean, withPrivate: boolean): GedIndividual {
  return {
    xref,
    given: person.name,
    surname: person.familyName || null,
    sex: person.gender === 'female' ? 'F' : 'M',
    birth: toGedcomDate(person.birthdate),
    birthPlace: person.birthPlace || null,
    dead,
    death: toGedcomDate(person.deathDate),
    deathPlace: person.deathPlace || null,
    burialPlace: person.burialPlace || null,
    note: person.biography || null,
    phone: withPrivate ? person.phoneNumber || null : null,
    identity: withPrivate ? person.identity || null : null,
    address: person.address || null,
    spouseOf: [],
    uids: [],
    childOf: [],
  };
}

/** The members of the branch under rootId (itself included), parents before children. */
function branch(members: readonly MemberRecord[], rootId: number | undefined): MemberRecord[] {
  if (rootId === undefined) return [...members];
  const children = new Map<number, MemberRecord[]>();
  for (const m of members) if (m.parentId != null) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);
  const root = members.find((m) => m.id === rootId);
  const out = root ? [root] : [];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i].id) ?? []));
  return out;
}

/**
 * The partner a child's mother (or father) is: the one chosen as the mother, else (a record from before the
 * choice) the one named as the child's mother, else the only partner.
 */
function otherParent(child: MemberRecord, partners: readonly PartnerRecord[]): PartnerRecord | undefined {
  const chosen = child.motherId != null ? partners.find((p) => p.id === child.motherId) : undefined;
  const named = child.motherName ? partners.find((p) => p.name === child.motherName) : undefined;
  return chosen ?? named ?? (partners.length === 1 ? partners[0] : undefined);
}

export function toGedcom(members: readonly MemberRecord[], partners: readonly PartnerRecord[], choice: ExportChoice): GedFamilyTree {
  const chosen = branch(members, choice.rootId);
  const inBranch = new Set(chosen.map((m) => m.id));
  const partnersOf = new Map<number, PartnerRecord[]>();
  for (const p of partners) if (inBranch.has(p.memberId)) partnersOf.set(p.memberId, [...(partnersOf.get(p.memberId) ?? []), p]);
  const childrenOf = new Map<number, MemberRecord[]>();
  for (const m of chosen)
    if (m.parentId != null && inBranch.has(m.parentId)) childrenOf.set(m.parentId, [...(childrenOf.get(m.parentId) ?? []), m]);

  const individuals = new Map<string, GedIndividual>();
  const families = new Map<string, GedFamily>();
  for (const m of chosen) individuals.set(memberXref(m.id), individual(memberXref(m.id), m, m.isAlive === 'no', choice.withPrivate));

  // A partner who is a member of the branch too is that member's INDI, in a family of her own (FAMC) and her
  // husband's (FAMS): one person, two roles.
  const partnerIndividual = (p: PartnerRecord): string =>
    p.partnerMemberId != null && inBranch.has(p.partnerMemberId) ? memberXref(p.partnerMemberId) : partnerXref(p.id);

  const addFamily = (member: MemberRecord, partner: PartnerRecord | undefined): GedFamily => {
    const xref = partner ? `F${member.id}P${partner.id}` : `F${member.id}`;
    const mine = memberXref(member.id);
    const theirs = partner ? partnerIndividual(partner) : null;
    const [husband, wife] = member.gender === 'female' ? [theirs, mine] : [mine, theirs];
    const family: GedFamily = {
      xref,
      husband,
      wife,
      children: [],
      marriage: toGedcomDate(partner?.marriageDate),
      divorce: toGedcomDate(partner?.divorceDate),
    };
    families.set(xref, family);
    individuals.get(mine)!.spouseOf.push(xref);
    if (partner) individuals.get(theirs!)!.spouseOf.push(xref);
    return family;
  };

  for (const m of chosen) {
    // One family per marriage, in the order of the marriages.
    const own = inMarriageOrder(partnersOf.get(m.id) ?? []);
    const byPartner = new Map<number, GedFamily>();
    for (const p of own) {
      // Partners have no dead flag in the portal: the file says nothing rather than something untrue.
      if (partnerIndividual(p) === partnerXref(p.id))
        individuals.set(partnerXref(p.id), individual(partnerXref(p.id), p, false, choice.withPrivate));
      byPartner.set(p.id, addFamily(m, p));
    }
    let alone: GedFamily | undefined;
    for (const child of childrenOf.get(m.id) ?? []) {
      const partner = otherParent(child, own);
      const family = partner ? byPartner.get(partner.id)! : (alone ??= addFamily(m, undefined));
      family.children.push(memberXref(child.id));
      individuals.get(memberXref(child.id))!.childOf.push(family.xref);
    }
  }
  return { individuals, families };
}
