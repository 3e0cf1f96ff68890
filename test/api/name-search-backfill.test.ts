// Members and partners stored before the search column existed are found once the portal is upgraded:
// the migration fills the column as the repository would have.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createRepositories } from '../../server/entities/repositories.ts';
import { describeOnDatabases, PG_BASE_URL } from './helpers/databases.ts';

const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: PG_BASE_URL });
  await client.connect();
  await client.query(query).finally(() => client.end());
};

describeOnDatabases('name search backfill', (db) => {
  let handle: DatabaseHandle;
  let dataDir: string;
  const pgName = `portal_backfill_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-backfill-'));
    let databaseUrl: string | undefined;
    if (db === 'postgres') {
      await admin(`create database ${pgName}`);
      const url = new URL(PG_BASE_URL);
      url.pathname = `/${pgName}`;
      databaseUrl = url.toString();
    }
    handle = openDatabase({ dataDir, databaseUrl });
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
    await rm(dataDir, { recursive: true, force: true });
    if (db === 'postgres') await admin(`drop database if exists ${pgName} with (force)`);
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
