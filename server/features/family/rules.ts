// What each entity needs beyond the generic calls when it is written or deleted.
import type { FastifyInstance } from 'fastify';
import type { MemberRecord, PartnerRecord } from '../../../common/generated/types.ts';
import { dateSpan, parsePartialDate, surelyBefore } from '../../../common/model/partialDate.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import { nameWithFamily } from '../../../common/model/personName.ts';
import { badRequest, conflict, fieldRefused } from '../../http-error.ts';
import { written, type EntityRules } from '../../entities/entity-service.ts';
import { daughtersChildFault, generationsBelowDaughter } from './daughters-line.ts';
import { linkPartnerMember, personOf } from './partner-member.ts';

/**
 * A member's life as written: a recorded death makes them not alive, and cannot surely come before their
 * birth or after today ("about 1948" may be a birth of 1949 and a death of 1947: only what cannot be is refused).
 */
function settleLife(input: Partial<MemberRecord>, existing: MemberRecord | undefined): void {
  const deathDate = written(input, existing, 'deathDate');
  if (!deathDate) return;
  const birthdate = written(input, existing, 'birthdate');
  if (birthdate && surelyBefore(deathDate, birthdate)) throw badRequest(MESSAGES.deathBeforeBirth);
  const death = parsePartialDate(deathDate);
  const earliest = death && dateSpan(death).earliest;
  if (earliest && earliest > new Date().toISOString().slice(0, 10)) throw badRequest(MESSAGES.deathInFuture);
  input.isAlive = 'no';
}

/** A marriage cannot end in divorce before it began; a partner who is a member is linked once, and named as her member record. */
export function partnerRules(app: FastifyInstance): EntityRules<PartnerRecord> {
  return {
    afterUpdate: (record) => nameMotherInChildren(app, record),
    async beforeWrite(input, existing) {
      const married = written(input, existing, 'marriageDate');
      const divorced = written(input, existing, 'divorceDate');
      if (married && divorced && surelyBefore(divorced, married)) throw badRequest(MESSAGES.divorceBeforeMarriage);
      await linkPartnerMember(input, existing, app.repositories.members, app.repositories.ofResource('family-partners'));
    },
  };
}

/**
 * A member written under `parentId` may be recorded there: under a daughter of the family only as deep as the
 * family records its daughters' children (DAUGHTERS_CHILDREN_GENERATIONS), and so may the `below` generations
 * recorded under them (a member moved with their descendants).
 */
export async function checkDaughtersLine(app: FastifyInstance, parentId: number, generations: number, below = 0): Promise<void> {
  const parent = await app.repositories.members.findById(parentId);
  if (!parent) return; // the repository refuses the missing reference
  const depth = generationsBelowDaughter([parent, ...(await app.repositories.members.lineage(parentId))]);
  const fault = daughtersChildFault(depth === 0 ? 0 : depth + below, generations);
  if (fault) throw fieldRefused(fault);
}

/** How a child's motherName reads her: her name and family name, as the family writes a wife. */
export const motherNameOf = (partner: Parameters<typeof nameWithFamily>[0]): string => nameWithFamily(partner).slice(0, 60);

/** Her children repeat a renamed mother's name as their motherName, for the clients that read only it. */
async function nameMotherInChildren(app: FastifyInstance, mother: PartnerRecord): Promise<void> {
  const motherName = motherNameOf(mother);
  for (const child of await app.repositories.members.where('motherId', mother.id))
    if (child.motherName !== motherName) await app.repositories.members.update(child.id, { motherName });
}

/**
 * A child's mother is one of the father's partners, and her name is the child's motherName (for the
 * clients that read only that). A write that chooses a mother who is not the father's partner is refused; a
 * write that moves the child to another father, keeping a mother who is not his, leaves the child without
 * the link (the typed motherName stays: it may be all that was known before).
 */
async function settleMother(app: FastifyInstance, input: Partial<MemberRecord>, existing: MemberRecord | undefined): Promise<void> {
  const motherId = written(input, existing, 'motherId');
  if (typeof motherId !== 'number') return;
  const chosen = input.motherId !== undefined && input.motherId !== existing?.motherId;
  const fatherId = written(input, existing, 'parentId');
  const mother = await app.repositories.ofResource('family-partners').findById(motherId);
  if (mother && mother.memberId === fatherId) {
    if (chosen) input.motherName = motherNameOf(mother);
    return;
  }
  if (chosen) throw fieldRefused({ field: 'motherId', rule: 'notFathersPartner' });
  input.motherId = null;
}

export function memberRules(app: FastifyInstance, daughtersChildrenGenerations: number): EntityRules<MemberRecord> {
  const members = app.repositories.members;
  const partners = app.repositories.ofResource('family-partners');
  return {
    async beforeWrite(input, existing) {
      const parentId = input.parentId;
      if (existing && typeof parentId === 'number' && (await members.lineageIncludes(parentId, existing.id)))
        throw fieldRefused({ field: 'parentId', rule: 'ownAncestor' });
      if (typeof parentId === 'number' && parentId !== existing?.parentId)
        await checkDaughtersLine(app, parentId, daughtersChildrenGenerations, existing ? await members.generationsBelow(existing.id) : 0);
      settleLife(input, existing);
      await settleMother(app, input, existing);
    },
    // A partner record of this member repeats her names for the clients that read only it.
    async afterUpdate(record) {
      for (const partner of await partners.where('partnerMemberId', record.id))
        await nameMotherInChildren(app, await partners.update(partner.id, personOf(record)));
    },
    // Children are whole records of the family line: deleting them silently would lose a branch.
    // Partners belong to the member and go with it (foreign key cascade).
    async beforeDelete(record) {
      const children = await members.where('parentId', record.id);
      if (children.length > 0) throw conflict(MESSAGES.memberHasChildren);
    },
  };
}
