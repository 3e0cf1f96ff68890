// The roles table is filled by a migration, which keeps the names it was written with; the ladder in
// common/model/roles.ts spells them for the code. A role added to one and not the other fails here.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROLE_NAMES } from '../../common/model/roles.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('stored roles', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  test('the roles table holds the names of the ladder, lowest first', async () => {
    const rows = await t.app.db.selectFrom('roles').select('name').orderBy('id').execute();
    expect(rows.map((row) => row.name)).toEqual([...ROLE_NAMES]);
  });
});
