// The generic calls of an entity, generated from its schema, and the file calls of an entity that holds an
// image. Each feature registers the entities it owns (server/features/*/routes.ts) and adds its own calls.
import type { FastifyInstance } from 'fastify';
import type { EntityRecords, ResourceName } from '../../common/generated/types.ts';
import { fileField } from '../../common/model/entities.ts';
import { registerCrud } from './crud-routes.ts';
import { entityService, type EntityRules, type EntityService } from './entity-service.ts';
import { registerFileRoutes } from './file-routes.ts';

/** Registers the generic calls of an entity, for the feature that owns it. */
export function registerEntity<N extends ResourceName>(
  app: FastifyInstance,
  resource: N,
  rules?: EntityRules<EntityRecords[N]>,
): EntityService<EntityRecords[N]> {
  return registerService(app, entityService(app, resource, rules));
}

/** Registers the generic calls of an entity whose service the feature built (and shares with another). */
export function registerService<R extends EntityService>(app: FastifyInstance, service: R): R {
  // Static paths (getrootmember, name/…) are matched before /:id by the router whatever the order.
  registerCrud(app, service);
  const file = fileField(service.entity);
  if (file) registerFileRoutes(app, service, file);
  return service;
}
