// The database is typed from the schema (common/generated/database.ts): a query on a misspelt column, or
// with a value of the wrong type, fails `npm run typecheck`. The @ts-expect-error lines below are the
// test: should one of them compile, the typecheck reports the directive as unused.
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { expect, test } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import type { Repositories } from '../../server/entities/repositories.ts';

// Builds SQL without a database behind it.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

test('queries name the columns of the generated tables', () => {
  const query = db.selectFrom('members').select(['father_name', 'parent_id']).where('gender', '=', 'female');
  expect(query.compile().sql).toBe('select "father_name", "parent_id" from "members" where "gender" = ?');

  // @ts-expect-error members has father_name, not fathr_name
  db.selectFrom('members').select('fathr_name');
  // @ts-expect-error a parent is an id, not a name
  db.selectFrom('members').selectAll().where('parent_id', '=', 'Ahmad');
  // @ts-expect-error gender is one of the schema's enum values
  db.updateTable('members').set({ gender: 'other' });
  // @ts-expect-error a plugin's table is typed too: account tokens have no column token
  db.selectFrom('account_tokens').select('token');
});

/** Repositories take and return the records generated from the schema. Never called: the typecheck is the test. */
export function repositoriesAreTyped(repositories: Repositories) {
  // @ts-expect-error users have no property allowd
  void repositories.users.update(1, { allowd: true });
  // @ts-expect-error an image's album is named, not numbered
  void repositories.ofResource('images').where('album', 3);
  // @ts-expect-error a member record has fatherName, not fathrName
  void repositories.members.findBy('id', 1).then((member) => member?.fathrName);
}
