// GET /api/v1/stats: the family statistics page's figures for whoever may read members. Who is alive is
// private: a family member gets counts only, a moderator or admin also the oldest living members.
import type { FastifyInstance } from 'fastify';
import { entityByResource } from '../../../common/model/entities.ts';
import { seesPrivate } from '../../../common/model/roles.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requireRole, roleOf } from '../../plugins/app/authentication.ts';
import { StatsRepository } from './repository.ts';

export default async function statsRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const stats = new StatsRepository(app.db, app.dialect);
  app.get(
    '/api/v1/stats',
    {
      schema: { tags: ['family-members'], response: { 200: contract('familyStats#') } },
      onRequest: requireRole(entityByResource('family-members')['x-resource'].permissions.read!),
    },
    async (request) => stats.familyStats(seesPrivate(roleOf(request))),
  );
}
