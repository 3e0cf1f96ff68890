// The first admin has no made-up English name ("Administrator"), which the Arabic and Hebrew back office
// showed as the person's: a fresh portal creates it without one, and an upgraded portal drops the one it
// had made up, leaving a real admin's name alone.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { emptyPlace, storedUser, type EmptyPlace } from './helpers/empty-place.ts';

describe('a fresh portal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db: 'sqlite' });
  });
  afterAll(async () => t?.close());

  test('creates its first admin without a name', async () => {
    const admin = await t.app.repositories.users.findBy('username', 'admin');
    expect(admin?.name).toBeNull();
  });
});

describeOnDatabases('an upgraded portal', (db) => {
  let handle: DatabaseHandle;
  let place: EmptyPlace;
  beforeAll(async () => {
    place = await emptyPlace(db);
    handle = openDatabase(place.place);
    await migrateToLatest(handle, '0019-tree-version-life');
    // As the portal stored them before: the first admin with the placeholder, another admin and a
    // registered user with names of their own.
    const roles = Object.fromEntries((await handle.db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
    const user = (id: number, username: string, name: string) => storedUser(id, username, { name });
    await handle.db
      .insertInto('users')
      .values([user(1, 'admin', 'Administrator'), user(2, 'salma', 'سلمى حداد'), user(3, 'visitor', 'Administrator')])
      .execute();
    await handle.db
      .insertInto('user_roles')
      .values([
        { user_id: 1, role_id: roles.ROLE_ADMIN },
        { user_id: 2, role_id: roles.ROLE_ADMIN },
        { user_id: 3, role_id: roles.ROLE_USER },
      ])
      .execute();
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await place?.dispose();
  });

  test('drops the placeholder of an admin, and keeps every name a person gave', async () => {
    const names = await handle.db.selectFrom('users').select(['username', 'name']).orderBy('id').execute();
    expect(names).toEqual([
      { username: 'admin', name: null },
      { username: 'salma', name: 'سلمى حداد' },
      { username: 'visitor', name: 'Administrator' },
    ]);
  });
});
