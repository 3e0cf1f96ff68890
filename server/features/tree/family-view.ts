// The family view's answer: one member among their family as relatives picture it: the fathers up to the
// family's first ancestor, the mother, the grandparents, the brothers and sisters, the marriages in their order, the
// children, and the cousins under each of the father's brothers and sisters (and the mother's, when she is
// a member of the family too). A wife who is a member of the family too is one person in two roles: her
// marriage and her children (recorded under her husband) show on her card's family as on his. Records are read through the
// entities' repositories, so each field reads as the member's own page reads it; a card keeps only the
// public fields the contract names.
import type { FamilyCard, FamilyPartner, FamilyView } from '../../../common/generated/api.ts';
import type { MemberRecord, PartnerRecord } from '../../../common/generated/types.ts';
import { inBirthOrder } from '../family/order.ts';
import { nameWithFamily } from '../../../common/model/personName.ts';
import { memberFacts } from './member-facts.ts';

export interface FamilyViewSource {
  /** The member's id and their fathers' ids, the first ancestor first; empty when there is no such member. */
  lineIds(memberId: number): Promise<number[]>;
  members(ids: readonly number[]): Promise<MemberRecord[]>;
  /** The children of these members, in any order. */
  childrenOf(parentIds: readonly number[]): Promise<MemberRecord[]>;
  /** The children whose mother is one of these marriages' partner records. */
  childrenOfMarriages(marriageIds: readonly number[]): Promise<MemberRecord[]>;
  childCounts(ids: readonly number[]): Promise<Map<number, number>>;
  /** The member's marriages in their order, seen from the member's side (partnersOfMember). */
  marriagesOf(member: MemberRecord): Promise<PartnerRecord[]>;
  partner(id: number): Promise<PartnerRecord | undefined>;
}

const marriage = (p: PartnerRecord, person: FamilyCard | null): FamilyPartner => ({
  id: p.id,
  name: p.name,
  familyName: p.familyName ?? null,
  gender: p.gender ?? 'female',
  birthdate: p.birthdate ?? null,
  marriageDate: p.marriageDate ?? null,
  divorceDate: p.divorceDate ?? null,
  partnerMemberId: p.partnerMemberId ?? null,
  person,
});

/** The mother as the child's record names her: the chosen partner (and her own member record), else the typed name. */
async function motherOf(source: FamilyViewSource, member: MemberRecord): Promise<{ name: string; memberId: number | null } | null> {
  const partner = member.motherId ? await source.partner(member.motherId) : undefined;
  if (partner) return { name: nameWithFamily(partner), memberId: partner.partnerMemberId ?? null };
  return member.motherName ? { name: member.motherName, memberId: null } : null;
}

interface AuntsAndUncles {
  uncles: MemberRecord[];
  cousins: MemberRecord[];
}
const NONE: AuntsAndUncles = { uncles: [], cousins: [] };

/** A parent's brothers and sisters (their own parent's other children), and their children: the cousins. */
async function auntsAndUncles(
  source: FamilyViewSource,
  parentId: number,
  grandparentId: number | null | undefined,
): Promise<AuntsAndUncles> {
  if (grandparentId == null) return NONE;
  const uncles = (await source.childrenOf([grandparentId])).filter((u) => u.id !== parentId);
  return { uncles, cousins: await source.childrenOf(uncles.map((u) => u.id)) };
}

export async function familyView(source: FamilyViewSource, memberId: number): Promise<FamilyView | undefined> {
  const lineIds = await source.lineIds(memberId);
  if (lineIds.length === 0) return undefined;
  const fatherId = lineIds.at(-2);
  const grandfatherId = lineIds.at(-3);
  const line = await source.members(lineIds);
  const byId = new Map(line.map((m) => [m.id, m]));
  const member = byId.get(memberId)!;
  const marriages = await source.marriagesOf(member);
  // A wife's children with a husband of the family are recorded under him, with her marriage as their mother.
  const asWife = marriages.filter((m) => m.memberId === memberId && m.partnerMemberId !== null).map((m) => m.id);
  const father = fatherId === undefined ? undefined : byId.get(fatherId);
  const mothersSide = motherOf(source, member).then(async (mother) => {
    // A mother who is a member of the family too brings her parents, her brothers and sisters, and their children.
    const [her] = mother?.memberId ? await source.members([mother.memberId]) : [];
    if (!her) return { mother, her, maternal: NONE, herFather: undefined, herMother: null };
    const [maternal, [herFather], herMother] = await Promise.all([
      auntsAndUncles(source, her.id, her.parentId),
      her.parentId ? source.members([her.parentId]) : [],
      motherOf(source, her),
    ]);
    return { mother, her, maternal, herFather, herMother };
  });
  const [siblings, ownChildren, childrenAsWife, { mother, her, maternal, herFather, herMother }, paternal, fathersMother] =
    await Promise.all([
      fatherId === undefined ? Promise.resolve([]) : source.childrenOf([fatherId]),
      source.childrenOf([memberId]),
      source.childrenOfMarriages(asWife),
      mothersSide,
      fatherId === undefined ? NONE : auntsAndUncles(source, fatherId, grandfatherId),
      father ? motherOf(source, father) : null,
    ]);
  const children = [...ownChildren, ...childrenAsWife.filter((c) => !ownChildren.some((o) => o.id === c.id))];
  // A mother, a grandmother or a spouse who is a member of the family too is shown with her own card.
  const spouseAndMotherIds = [...marriages.map((m) => m.partnerMemberId), fathersMother?.memberId, herMother?.memberId];
  const spousesAndMothers = [...(await source.members(spouseAndMotherIds.filter((id): id is number => !!id))), ...(her ? [her] : [])];
  const sides = [
    { side: 'father', ...paternal },
    { side: 'mother', ...maternal },
  ] as const;
  const memberAndParents = new Set([memberId, fatherId, her?.id]);
  const kin = sides.flatMap(({ uncles, cousins }) => [...uncles, ...cousins]);
  const grandfathers = herFather ? [herFather] : [];
  const counts = await source.childCounts(
    [...line, ...siblings, ...children, ...spousesAndMothers, ...grandfathers, ...kin].map((m) => m.id),
  );
  const card = (m: MemberRecord): FamilyCard => ({
    ...memberFacts(m),
    userProfileImageLink: m.userProfileImageLink ?? null,
    motherId: m.motherId ?? null,
    children: counts.get(m.id) ?? 0,
  });
  const personOf = (id: number | null | undefined) => {
    const found = id ? spousesAndMothers.find((s) => s.id === id) : undefined;
    return found ? card(found) : null;
  };
  const withCard = (mother: { name: string; memberId: number | null } | null) => mother && { ...mother, person: personOf(mother.memberId) };
  return {
    line: lineIds.slice(0, -1).map((id) => card(byId.get(id)!)),
    mother: withCard(mother),
    grandparents: {
      fathersMother: withCard(fathersMother),
      mothersFather: herFather ? card(herFather) : null,
      mothersMother: withCard(herMother),
    },
    member: card(member),
    siblings: inBirthOrder(siblings.filter((s) => s.id !== memberId)).map(card),
    partners: marriages.map((m) => marriage(m, personOf(m.partnerMemberId))),
    children: inBirthOrder(children).map(card),
    cousins: sides.flatMap(({ side, uncles, cousins }) =>
      inBirthOrder(uncles).flatMap((uncle) => {
        // Where the parents are kin themselves, the member and the parents are not their own cousins.
        const theirs = cousins.filter((c) => c.parentId === uncle.id && !memberAndParents.has(c.id));
        return theirs.length === 0 ? [] : [{ side, parent: card(uncle), children: inBirthOrder(theirs).map(card) }];
      }),
    ),
  };
}
