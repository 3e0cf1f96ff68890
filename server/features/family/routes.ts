// The family directory: members and partners through their generic calls, with the rules of a member's
// line, and the family-tree calls of spec section 7 beside them.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { registerEntity } from '../../entities/register.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { memberRules, partnerRules } from './rules.ts';

export default async function familyRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'daughtersChildrenGenerations'> },
): Promise<void> {
  const members = registerEntity(app, 'family-members', memberRules(app, config.daughtersChildrenGenerations));
  const partners = registerEntity(app, 'family-partners', partnerRules(app));
  registerMemberRoutes(app, members, partners);
}
