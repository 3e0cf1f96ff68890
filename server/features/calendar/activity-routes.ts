// Activities of one calendar day (spec section 7: GET /date/{DD-MM-YYYY}).
import type { FastifyInstance } from 'fastify';
import { contract, withContracts } from '../../contracts.ts';
import type { ActivityRecord } from '../../../common/generated/types.ts';
import { readingAs } from '../../plugins/app/authentication.ts';
import type { EntityService } from '../../entities/entity-service.ts';
import { listResponse } from '../../entities/schemas.ts';

export function registerActivityRoutes(instance: FastifyInstance, activities: EntityService<ActivityRecord>): void {
  const app = withContracts(instance);
  const { endpoint, permissions, name } = activities.entity['x-resource'];
  app.get(
    `${endpoint}/date/:date`,
    {
      schema: {
        tags: [name],
        params: contract('entities#/definitions/activityDay'),
        response: { 200: listResponse(activities.entity) },
      },
      ...readingAs(permissions.read!),
    },
    async (request) => (await activities.repo.where('dateOfActivity', request.params.date)).map((r) => activities.present(r, request)),
  );
}
