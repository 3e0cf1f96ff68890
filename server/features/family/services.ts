// The services that write the family's records with the rules of a member's line: the directory's own calls
// and a moderator's accepting of a member's suggestion write through the same ones.
import type { FastifyInstance } from 'fastify';
import type { MemberRecord, PartnerRecord } from '../../../common/generated/types.ts';
import type { Config } from '../../config.ts';
import { entityService, type EntityService } from '../../entities/entity-service.ts';
import { memberRules, partnerRules } from './rules.ts';

export interface FamilyServices {
  members: EntityService<MemberRecord>;
  partners: EntityService<PartnerRecord>;
}

export const familyServices = (app: FastifyInstance, config: Pick<Config, 'daughtersChildrenGenerations'>): FamilyServices => ({
  members: entityService(app, 'family-members', memberRules(app, config.daughtersChildrenGenerations)),
  partners: entityService(app, 'family-partners', partnerRules(app)),
});
