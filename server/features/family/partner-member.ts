// A partner who is a member of the family too (cousins who marry): one person in two roles. Her partner
// record points at her member record (partnerMemberId), and the names, gender and birth date it keeps for
// the spec's clients are the member's. Her own page lists the marriage from her side: her husband, named
// from his member record.
import type { Member, MemberRecord, PartnerRecord } from '../../../common/generated/types.ts';
import type { EntityRepository } from '../../entities/entity-repository.ts';
import { written } from '../../entities/entity-service.ts';
import { fieldRefused } from '../../http-error.ts';
import { inMarriageOrder } from './order.ts';

/** What a partner record repeats of the member who is the partner. */
const PERSON_FIELDS = ['name', 'fatherName', 'motherName', 'familyName', 'gender', 'birthdate'] as const;

/** The partner record's copy of the member's person fields. */
export const personOf = (member: Pick<Member, (typeof PERSON_FIELDS)[number]>): Pick<PartnerRecord, (typeof PERSON_FIELDS)[number]> =>
  Object.fromEntries(PERSON_FIELDS.map((f) => [f, member[f] ?? null])) as Pick<PartnerRecord, (typeof PERSON_FIELDS)[number]>;

/**
 * Refuses a link of a member to themself or a second record of the same marriage (either side's), and
 * fills the linked member's names into the partner record.
 */
export async function linkPartnerMember(
  input: Partial<PartnerRecord>,
  existing: PartnerRecord | undefined,
  members: EntityRepository<MemberRecord>,
  partners: EntityRepository<PartnerRecord>,
): Promise<void> {
  const linked = written(input, existing, 'partnerMemberId');
  const memberId = written(input, existing, 'memberId');
  if (typeof linked !== 'number' || typeof memberId !== 'number') return;
  if (linked === memberId) throw fieldRefused({ field: 'partnerMemberId', rule: 'ownPartner' });
  const member = await members.findById(linked);
  if (!member) throw fieldRefused({ field: 'partnerMemberId', rule: 'missingReference', value: String(linked) });
  const sameMarriage = [
    ...(await partners.where('memberId', memberId)).filter((p) => p.partnerMemberId === linked),
    ...(await partners.where('memberId', linked)).filter((p) => p.partnerMemberId === memberId),
  ];
  if (sameMarriage.some((p) => p.id !== existing?.id)) throw fieldRefused({ field: 'partnerMemberId', rule: 'marriedTwice' }, 409);
  Object.assign(input, personOf(member));
}

/**
 * The marriages in which `member` is the partner of another member, as her own partner list shows them:
 * the record of the marriage seen from her side, the husband in the partner's place.
 */
export async function marriagesAsPartner(
  member: MemberRecord,
  members: EntityRepository<MemberRecord>,
  partners: EntityRepository<PartnerRecord>,
): Promise<PartnerRecord[]> {
  const records = await partners.where('partnerMemberId', member.id);
  const spouses = await Promise.all(records.map((r) => members.findById(r.memberId)));
  return records.map((record, i) => {
    const spouse = spouses[i]!;
    return {
      ...record,
      ...personOf(spouse),
      identity: spouse.identity,
      phoneNumber: spouse.phoneNumber,
      address: spouse.address,
      memberId: member.id,
      partnerMemberId: spouse.id,
    };
  });
}

/** Every marriage of `member`, whichever role they have in it, in the order of the marriages: one person, two roles. */
export async function partnersOfMember(
  member: MemberRecord,
  members: EntityRepository<MemberRecord>,
  partners: EntityRepository<PartnerRecord>,
): Promise<PartnerRecord[]> {
  return inMarriageOrder([...(await partners.where('memberId', member.id)), ...(await marriagesAsPartner(member, members, partners))]);
}

/** The marriage seen from `memberId`'s side, when the member is in it (either role); undefined otherwise. */
export async function marriageOf(
  record: PartnerRecord,
  memberId: number,
  members: EntityRepository<MemberRecord>,
  partners: EntityRepository<PartnerRecord>,
): Promise<PartnerRecord | undefined> {
  if (record.memberId === memberId) return record;
  if (record.partnerMemberId !== memberId) return undefined;
  const member = await members.findById(memberId);
  return member && (await marriagesAsPartner(member, members, partners)).find((m) => m.id === record.id);
}
