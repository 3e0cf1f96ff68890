// Activities of one calendar day (spec section 7: GET /date/{DD-MM-YYYY}).
import type { FastifyInstance } from 'fastify';
import type { ActivityRecord } from '../../../common/generated/types.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import type { EntityService } from '../../entities/entity-service.ts';
import { listResponse } from '../../entities/schemas.ts';

export function registerActivityRoutes(app: FastifyInstance, activities: EntityService<ActivityRecord>): void {
  const { endpoint, permissions, name } = activities.entity['x-resource'];
  app.get<{ Params: { date: string } }>(
    `${endpoint}/date/:date`,
    {
      schema: {
        tags: [name],
        params: { type: 'object', required: ['date'], properties: { date: { type: 'string', format: 'dmy-date' } } },
        response: { 200: listResponse(activities.entity) },
      },
      onRequest: requireRole(permissions.read!),
    },
    async (request) => (await activities.repo.where('dateOfActivity', request.params.date)).map((r) => activities.present(r, request)),
  );
}
