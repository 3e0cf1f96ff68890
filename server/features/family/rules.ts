// What each entity needs beyond the generic calls when it is written or deleted.
import type { FastifyInstance } from 'fastify';
import type { MemberRecord } from '../../../common/generated/types.ts';
import { dmyToIso } from '../../../common/model/dmyDate.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import { badRequest, conflict } from '../../http-error.ts';
import type { EntityRules } from '../../entities/entity-service.ts';

/** A member's life as written: a recorded death makes them not alive, and cannot come before their birth or after today. */
function settleLife(input: Partial<MemberRecord>, existing: MemberRecord | undefined): void {
  const deathDate = input.deathDate !== undefined ? input.deathDate : existing?.deathDate;
  if (!deathDate) return;
  const birthdate = input.birthdate !== undefined ? input.birthdate : existing?.birthdate;
  const death = dmyToIso(deathDate);
  if (birthdate && death < dmyToIso(birthdate)) throw badRequest(MESSAGES.deathBeforeBirth);
  if (death > new Date().toISOString().slice(0, 10)) throw badRequest(MESSAGES.deathInFuture);
  input.isAlive = 'no';
}

export function memberRules(app: FastifyInstance): EntityRules<MemberRecord> {
  const members = app.repositories.members;
  return {
    async beforeWrite(input, existing) {
      const parentId = input.parentId;
      if (existing && typeof parentId === 'number' && (await members.lineageIncludes(parentId, existing.id)))
        throw badRequest('parentId: a member cannot be its own ancestor');
      settleLife(input, existing);
    },
    // Children are whole records of the family line: deleting them silently would lose a branch.
    // Partners belong to the member and go with it (foreign key cascade).
    async beforeDelete(record) {
      const children = await members.where('parentId', record.id);
      if (children.length > 0) throw conflict(MESSAGES.memberHasChildren);
    },
  };
}
