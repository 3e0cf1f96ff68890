// The family view's answer: one member among their family as relatives picture it: the fathers up to the
// family's first ancestor, the mother, the brothers and sisters, the partners in the order of their
// marriages and the children. Records are read through the entities' repositories, so each field reads as
// the member's own page reads it; a card keeps only the public fields the contract names.
import type { FamilyCard, FamilyPartner, FamilyView } from '../../../common/generated/api.ts';
import type { MemberRecord, PartnerRecord } from '../../../common/generated/types.ts';
import { inBirthOrder, inMarriageOrder } from '../family/rules.ts';

export interface FamilyViewSource {
  /** The member's id and their fathers' ids, the first ancestor first; empty when there is no such member. */
  lineIds(memberId: number): Promise<number[]>;
  members(ids: readonly number[]): Promise<MemberRecord[]>;
  childrenOf(parentId: number): Promise<MemberRecord[]>;
  childCounts(ids: readonly number[]): Promise<Map<number, number>>;
  partnersOf(memberId: number): Promise<PartnerRecord[]>;
}

const partner = (p: PartnerRecord): FamilyPartner => ({
  id: p.id,
  name: p.name,
  familyName: p.familyName ?? null,
  gender: p.gender ?? 'female',
  birthdate: p.birthdate ?? null,
  marriageDate: p.marriageDate ?? null,
  divorceDate: p.divorceDate ?? null,
});

export async function familyView(source: FamilyViewSource, memberId: number): Promise<FamilyView | undefined> {
  const lineIds = await source.lineIds(memberId);
  if (lineIds.length === 0) return undefined;
  const fatherId = lineIds.at(-2);
  const [line, siblings, partners, children] = await Promise.all([
    source.members(lineIds),
    fatherId === undefined ? Promise.resolve([]) : source.childrenOf(fatherId),
    source.partnersOf(memberId),
    source.childrenOf(memberId),
  ]);
  const shown = [...line, ...siblings, ...children];
  const counts = await source.childCounts(shown.map((m) => m.id));
  const card = (m: MemberRecord): FamilyCard => ({
    id: m.id,
    name: m.name,
    gender: m.gender ?? 'male',
    birthdate: m.birthdate ?? null,
    deathDate: m.deathDate ?? null,
    lifeStatus: m.lifeStatus ?? 'living',
    userProfileImageLink: m.userProfileImageLink ?? null,
    children: counts.get(m.id) ?? 0,
  });
  const byId = new Map(line.map((m) => [m.id, m]));
  const member = byId.get(memberId)!;
  return {
    line: lineIds.slice(0, -1).map((id) => card(byId.get(id)!)),
    mother: member.motherName ?? null,
    member: card(member),
    siblings: inBirthOrder(siblings.filter((s) => s.id !== memberId)).map(card),
    partners: inMarriageOrder(partners).map(partner),
    children: inBirthOrder(children).map(card),
  };
}
