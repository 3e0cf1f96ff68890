// Routes of the family content: the generic calls of every entity generated from its schema, the file
// calls of entities that hold an image, and the extra calls of spec section 7.
import type { FastifyInstance } from 'fastify';
import { ENTITIES, entityByResource, fileField } from '../../../src/model/entities.ts';
import { registerActivityRoutes } from './activity-routes.ts';
import { registerAlbumRoutes } from './album-routes.ts';
import { registerCrud } from './crud-routes.ts';
import { entityService, type EntityRules, type EntityService } from './entity-service.ts';
import { registerFileRoutes } from './file-routes.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { albumRules, memberRules } from './rules.ts';

/** Entities whose routes live in another folder: accounts under auth/, mail under mail/. */
const ELSEWHERE = new Set(['users', 'mails']);

/** Registers the generic calls of an entity; other route folders use it for the entities they own. */
export function registerEntity(app: FastifyInstance, resource: string, rules?: EntityRules): EntityService {
  const service = entityService(app, entityByResource(resource), rules);
  // Static paths (getrootmember, name/…) are matched before /:id by the router whatever the order.
  registerCrud(app, service);
  const file = fileField(service.entity);
  if (file) registerFileRoutes(app, service, file);
  return service;
}

export default async function entityRoutes(app: FastifyInstance): Promise<void> {
  const rules: Record<string, EntityRules> = { 'family-members': memberRules(app), albums: albumRules(app) };
  const services = new Map<string, EntityService>();
  for (const entity of ENTITIES) {
    const resource = entity['x-resource'].name;
    if (!ELSEWHERE.has(resource)) services.set(resource, registerEntity(app, resource, rules[resource]));
  }
  registerMemberRoutes(app, services.get('family-members')!, services.get('family-partners')!);
  registerAlbumRoutes(app, services.get('albums')!, services.get('images')!);
  registerActivityRoutes(app, services.get('family-activities')!);
}
