// Routes of the family content: the generic calls of every entity generated from its schema, the file
// calls of entities that hold an image, and the extra calls of spec section 7.
import type { FastifyInstance } from 'fastify';
import type { EntityRecords, ResourceName } from '../../../common/generated/types.ts';
import { ENTITIES, fileField } from '../../../common/model/entities.ts';
import { registerActivityRoutes } from './activity-routes.ts';
import { registerAlbumRoutes } from './album-routes.ts';
import { registerCrud } from './crud-routes.ts';
import { entityService, type EntityRules, type EntityService } from './entity-service.ts';
import { registerFileRoutes } from './file-routes.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { memberRules } from './rules.ts';

/** Entities whose routes live in another folder: accounts under auth/, mail under mail/, notifications under news/. */
const ELSEWHERE: ResourceName[] = ['users', 'mails', 'family-notification'];

/** Registers the generic calls of an entity; other route folders use it for the entities they own. */
export function registerEntity<N extends ResourceName>(
  app: FastifyInstance,
  resource: N,
  rules?: EntityRules<EntityRecords[N]>,
): EntityService<EntityRecords[N]> {
  const service = entityService(app, resource, rules);
  // Static paths (getrootmember, name/…) are matched before /:id by the router whatever the order.
  registerCrud(app, service);
  const file = fileField(service.entity);
  if (file) registerFileRoutes(app, service, file);
  return service;
}

export default async function entityRoutes(app: FastifyInstance): Promise<void> {
  // The entities with calls of their own are registered by name, so that those calls get typed records.
  const members = registerEntity(app, 'family-members', memberRules(app));
  const partners = registerEntity(app, 'family-partners');
  const albums = registerEntity(app, 'albums');
  const images = registerEntity(app, 'images');
  const activities = registerEntity(app, 'family-activities');
  const registered = new Set<ResourceName>([
    ...ELSEWHERE,
    ...[members, partners, albums, images, activities].map((s) => s.entity['x-resource'].name),
  ]);
  for (const entity of ENTITIES) if (!registered.has(entity['x-resource'].name)) registerEntity(app, entity['x-resource'].name);
  registerMemberRoutes(app, members, partners);
  registerAlbumRoutes(app, albums, images);
  registerActivityRoutes(app, activities);
}
