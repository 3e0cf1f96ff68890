// Each member's place in the line (generation, under a woman of the family) is kept by the database's triggers
// (migration 0039): after every kind of write of a member, the kept table is what a walk up the members' parents
// gives, on both databases, and the upgrade fills it for the members already there.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { emptyPlace, type EmptyPlace } from './helpers/empty-place.ts';

type Lineage = Record<number, { generation: number; outsideLine: boolean }>;

/** What the members' parent links give, walked in TypeScript: the oracle the kept table is held to. */
async function walked(db: DatabaseHandle['db']): Promise<Lineage> {
  const rows = await db.selectFrom('members').select(['id', 'parent_id', 'gender']).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lineage: Lineage = {};
  const of = (id: number): Lineage[number] => {
    if (lineage[id]) return lineage[id];
    const parent = byId.get(byId.get(id)!.parent_id ?? -1);
    const above = parent && of(parent.id);
    return (lineage[id] = above
      ? { generation: above.generation + 1, outsideLine: above.outsideLine || parent.gender === 'female' }
      : { generation: 1, outsideLine: false });
  };
  for (const r of rows) of(r.id);
  return lineage;
}

async function kept(db: DatabaseHandle['db']): Promise<Lineage> {
  const rows = await db.selectFrom('member_lineage').selectAll().execute();
  return Object.fromEntries(rows.map((r) => [r.id, { generation: r.generation, outsideLine: Boolean(r.outside_line) }]));
}

describeOnDatabases('a member’s place in the line, kept', (db) => {
  describe('kept through every write', () => {
    let t: TestApp;
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      t = await buildTestApp({ db });
      const add = async (key: string, parent: string | null, gender: 'male' | 'female' = 'male') => {
        ids[key] = (await t.app.repositories.members.create({ name: key, gender, parentId: parent ? ids[parent] : null })).id;
      };
      await add('root', null);
      await add('son', 'root');
      await add('daughter', 'root', 'female');
      await add('herSon', 'daughter');
      await add('grandson', 'son');
      await add('greatGranddaughter', 'grandson', 'female');
      await add('greatGreatGrandson', 'greatGranddaughter');
    });
    afterAll(async () => t?.close());

    const expectKept = async () => expect(await kept(t.app.db)).toEqual(await walked(t.app.db));

    test('members added one by one', async () => {
      await expectKept();
      expect((await kept(t.app.db))[ids.greatGreatGrandson]).toEqual({ generation: 5, outsideLine: true });
    });

    test('a branch moved under a daughter and back: the whole branch moves', async () => {
      await t.app.repositories.members.update(ids.grandson, { parentId: ids.daughter });
      await expectKept();
      expect((await kept(t.app.db))[ids.grandson]).toEqual({ generation: 3, outsideLine: true });
      await t.app.repositories.members.update(ids.grandson, { parentId: ids.son });
      await expectKept();
    });

    test('an ancestor given another gender changes the line of every descendant, not her own', async () => {
      await t.app.repositories.members.update(ids.son, { gender: 'female' });
      await expectKept();
      expect((await kept(t.app.db))[ids.son].outsideLine).toBe(false);
      expect((await kept(t.app.db))[ids.grandson].outsideLine).toBe(true);
      await t.app.repositories.members.update(ids.son, { gender: 'male' });
      await expectKept();
    });

    test('a member who becomes a root, through the API as a moderator does it', async () => {
      const moved = await t.injectAs('ADMIN', {
        method: 'PUT',
        url: `/api/v1/members/${ids.grandson}`,
        payload: { ...(await t.app.repositories.members.findBy('id', ids.grandson)), parentId: null },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await expectKept();
      expect((await kept(t.app.db))[ids.greatGreatGrandson].generation).toBe(3);
    });

    test('a member deleted leaves no place behind', async () => {
      await t.app.repositories.members.delete(ids.greatGreatGrandson);
      await expectKept();
      expect(Object.keys(await kept(t.app.db))).not.toContain(String(ids.greatGreatGrandson));
    });

    test('a whole family written in bulk (the seed, a GEDCOM import)', async () => {
      await seedDemo(
        { db: t.app.db, dialect: t.app.dialect, repositories: t.app.repositories, storage: t.app.storage },
        { members: 300, seed: 3 },
      );
      const lineage = await kept(t.app.db);
      expect(Object.keys(lineage).length).toBeGreaterThan(300);
      expect(Math.max(...Object.values(lineage).map((l) => l.generation))).toBeGreaterThan(4);
      await expectKept();
    });
  });

  describe('filled on upgrade', () => {
    let handle: DatabaseHandle;
    let place: EmptyPlace;
    beforeAll(async () => {
      place = await emptyPlace(db);
      handle = openDatabase(place.place);
      await migrateToLatest(handle, '0038-gedcom-imports');
      const member = (id: number, parent_id: number | null, gender: 'male' | 'female') => ({ id, name: `m${id}`, parent_id, gender });
      await handle.db
        .insertInto('members')
        .values([
          member(1, null, 'male'),
          member(2, 1, 'female'),
          member(3, 2, 'male'),
          member(4, 3, 'male'),
          member(5, 1, 'male'),
          member(6, null, 'male'),
        ])
        .execute();
      await migrateToLatest(handle);
    });
    afterAll(async () => {
      await handle?.db.destroy();
      await place?.dispose();
    });

    test('every member already there has its place', async () => {
      expect(await kept(handle.db)).toEqual({
        1: { generation: 1, outsideLine: false },
        2: { generation: 2, outsideLine: false },
        3: { generation: 3, outsideLine: true },
        4: { generation: 4, outsideLine: true },
        5: { generation: 2, outsideLine: false },
        6: { generation: 1, outsideLine: false },
      });
    });
  });
});
