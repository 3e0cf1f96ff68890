// npm run move-data: the portal's database copied SQLite → PostgreSQL → SQLite comes back with every
// table's rows equal; a target that holds a portal is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { moveData } from '../../server/features/backups/move-data.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { DATABASES } from './helpers/databases.ts';
import { allRows, emptyPlace, type EmptyPlace } from './helpers/empty-place.ts';

async function rowsOf(place: EmptyPlace['place']) {
  const handle: DatabaseHandle = openDatabase(place);
  try {
    return await allRows(handle);
  } finally {
    await handle.db.destroy();
  }
}

describe.skipIf(!DATABASES.includes('postgres'))('move-data between SQLite and PostgreSQL', () => {
  let t: TestApp;
  const places: EmptyPlace[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ db: 'sqlite' });
    const { app } = t;
    await seedDemo({ db: app.db, dialect: app.dialect, repositories: app.repositories, storage: app.storage }, { members: 60, seed: 3 });
    places.push(await emptyPlace('postgres'), await emptyPlace('sqlite'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    for (const place of places) await place.dispose();
  });

  test("SQLite → PostgreSQL → SQLite keeps every table's rows", { timeout: 120_000 }, async () => {
    const [postgres, sqlite] = places.map((p) => p.place);
    const source = await rowsOf(t.config);
    const there = await moveData(t.config, postgres);
    expect(there.rows).toBe(Object.values(source).reduce((sum, rows) => sum + rows.length, 0));
    const back = await moveData(postgres, sqlite);
    expect(back).toEqual(there);

    const returned = await rowsOf(sqlite);
    expect(Object.keys(returned).sort()).toEqual(Object.keys(source).sort());
    for (const table of Object.keys(source)) expect(returned[table], table).toEqual(source[table]);
    expect(source.members.length).toBeGreaterThanOrEqual(60);

    // The moved database is the portal's own: it takes new members after the ones it received.
    const handle = openDatabase(postgres);
    try {
      const { id } = await handle.db
        .insertInto('members')
        .values({ name: 'New', gender: 'male', search_name: 'new' } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(id).toBeGreaterThan(Math.max(...source.members.map((m) => Number(m.id))));
    } finally {
      await handle.db.destroy();
    }
    await expect(moveData(t.config, postgres)).rejects.toThrow(/not empty/);
  });
});
