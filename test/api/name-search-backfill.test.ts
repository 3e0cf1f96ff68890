// Members and partners stored before the search column existed are found once the portal is upgraded:
// the migration fills the column as the repository would have.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createRepositories } from '../../server/entities/repositories.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { emptyPlace, type EmptyPlace } from './helpers/empty-place.ts';

describeOnDatabases('name search backfill', (db) => {
  let handle: DatabaseHandle;
  let place: EmptyPlace;
  beforeAll(async () => {
    place = await emptyPlace(db);
    handle = openDatabase(place.place);
    await migrateToLatest(handle, '0003-signin-attempts');
    // Rows as the portal stored them before: no search column yet.
    await handle.db
      .insertInto('members')
      .values([
        { id: 1, name: 'علي', father_name: 'سليمان', family_name: 'آل ناصر' },
        { id: 2, name: 'أحمد', father_name: 'علي', family_name: 'آل ناصر', parent_id: 1 },
        { id: 3, name: 'مُحَمَّد', father_name: 'أحمد', family_name: 'آل ناصر', parent_id: 2 },
      ])
      .execute();
    await handle.db.insertInto('partners').values({ id: 1, name: 'آمنة', father_name: 'إبراهيم', member_id: 2 }).execute();
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await place?.dispose();
  });

  const search = async (resource: 'family-members' | 'family-partners', q: string) => {
    const repositories = createRepositories(handle.db, handle.dialect);
    const { records } = await repositories.ofResource(resource).list({ sort: { field: 'id', order: 'ASC' }, filter: {}, q });
    return records.map((r) => r.id);
  };

  test.each([
    ['a name without tashkeel', 'محمد', [3]],
    ['name, father and grandfather from the tree', 'محمد احمد علي', [3]],
    ['the root father name as grandfather', 'احمد علي سليمان', [2]],
  ])('members: %s', async (_case, q, ids) => {
    expect(await search('family-members', q)).toEqual(ids);
  });

  test('partners', async () => {
    expect(await search('family-partners', 'امنه ابراهيم')).toEqual([1]);
  });
});
