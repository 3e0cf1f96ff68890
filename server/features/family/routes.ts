// The family directory: members and partners through their generic calls, with the rules of a member's
// line, and the family-tree calls of spec section 7 beside them.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { registerService } from '../../entities/register.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { familyServices } from './services.ts';

export default async function familyRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'daughtersChildrenGenerations'> },
): Promise<void> {
  const { members, partners } = familyServices(app, config);
  registerMemberRoutes(app, registerService(app, members), registerService(app, partners));
}
