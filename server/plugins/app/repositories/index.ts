// One repository per entity, decorated on the app as `repositories`; routes never write SQL.
import fp from 'fastify-plugin';
import { ENTITIES, type EntitySchema } from '../../../../src/model/entities.ts';
import { EntityRepository } from './entity-repository.ts';
import { MembersRepository } from './members-repository.ts';
import { UsersRepository } from './users-repository.ts';

export interface Repositories {
  members: MembersRepository;
  users: UsersRepository;
  /** The repository of any entity of the schema. */
  of(entity: EntitySchema): EntityRepository;
  ofResource(resource: string): EntityRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export function createRepositories(db: import('kysely').Kysely<any>, dialect: import('../../../db/database.ts').Dialect): Repositories {
  const members = new MembersRepository(db, dialect);
  const users = new UsersRepository(db, dialect);
  const special: Record<string, EntityRepository> = { [members.entity.$id]: members, [users.entity.$id]: users };
  const byId = new Map(ENTITIES.map((e) => [e.$id, special[e.$id] ?? new EntityRepository(db, e, dialect)]));
  const byResource = new Map(ENTITIES.map((e) => [e['x-resource'].name, byId.get(e.$id)!]));
  return {
    members,
    users,
    of: (entity) => byId.get(entity.$id)!,
    ofResource: (resource) => {
      const repo = byResource.get(resource);
      if (!repo) throw new Error(`no repository for ${resource}`);
      return repo;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.db, app.dialect));
  },
  { name: 'repositories', dependencies: ['db'] },
);
