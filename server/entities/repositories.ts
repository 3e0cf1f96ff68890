// One repository per entity, decorated on the app as `repositories`; routes never write SQL.
import fp from 'fastify-plugin';
import type { EntityRecords, ResourceName } from '../../common/generated/types.ts';
import { ENTITIES, type EntitySchema } from '../../common/model/entities.ts';
import type { Dialect } from '../db/database.ts';
import { EntityRepository, type Executor } from './entity-repository.ts';
import { MembersRepository } from '../features/family/repository.ts';
import { UsersRepository } from '../features/accounts/repository.ts';

export interface Repositories {
  members: MembersRepository;
  users: UsersRepository;
  /** The repository of any entity of the schema, for the routes generated from it. */
  of(entity: EntitySchema): EntityRepository;
  /** The repository of one resource, typed with its generated record. */
  ofResource<N extends ResourceName>(resource: N): EntityRepository<EntityRecords[N]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export function createRepositories(db: Executor, dialect: Dialect): Repositories {
  const members = new MembersRepository(db, dialect);
  const users = new UsersRepository(db, dialect);
  const special: Partial<Record<string, EntityRepository>> = { [members.entity.$id]: members, [users.entity.$id]: users };
  const byResource = new Map(ENTITIES.map((e) => [e['x-resource'].name, special[e.$id] ?? new EntityRepository(db, e, dialect)]));
  const ofResource = (resource: ResourceName): EntityRepository => {
    const repo = byResource.get(resource);
    if (!repo) throw new Error(`no repository for ${resource}`);
    return repo;
  };
  return {
    members,
    users,
    of: (entity) => ofResource(entity['x-resource'].name),
    // Each repository was built from the schema of its resource, whose record type EntityRecords names:
    // a link the compiler cannot see through the map.
    ofResource: <N extends ResourceName>(resource: N) => ofResource(resource) as EntityRepository<EntityRecords[N]>,
  };
}

export default fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.db, app.dialect));
  },
  { name: 'repositories', dependencies: ['db'] },
);
