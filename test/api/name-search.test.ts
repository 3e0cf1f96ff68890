// The directory's search: names as people type them, the chain of a name, on both databases from one table.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { MemberRecord } from '../../common/generated/types.ts';
import { chainMatches, searchChain, searchWords } from '../../common/model/nameSearch.ts';
import type { Member } from '../../src/providers/familyApi.ts';
import { insertFamilyBulk, nextMemberId } from '../../server/features/family/bulk-repository.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const listUrl = (endpoint: string, q: string) =>
  `${endpoint}?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["id","ASC"]')}`;

describeOnDatabases('name search', (db) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const members = t.app.repositories.members;
    const add = async (key: string, record: Partial<MemberRecord>) => {
      ids[key] = (await members.create({ familyName: 'آل ناصر', ...record })).id;
    };
    // علي (root, father written as سليمان) → أحمد → مُحَمَّد; علي → عبد الله → محمد (a cousin of the first).
    await add('ali', { name: 'علي', fatherName: 'سليمان' });
    await add('ahmad', { name: 'أحمد', fatherName: 'علي', parentId: ids.ali });
    await add('muhammad', { name: 'مُحَمَّد', fatherName: 'أحمد', parentId: ids.ahmad, phoneNumber: '0501234567', identity: '987654321' });
    await add('abdallah', { name: 'عبد الله', fatherName: 'علي', parentId: ids.ali });
    await add('cousin', { name: 'محمد', fatherName: 'عبدالله', parentId: ids.abdallah });
    await add('fatima', { name: 'فاطمة', fatherName: 'أحمد', parentId: ids.ahmad, gender: 'female' });
    await add('mustafa', { name: 'مصطفى', fatherName: 'أبو بكر', familyName: 'Nasser' });
    await t.app.repositories.ofResource('family-partners').insertMany([{ name: 'آمنة', fatherName: 'إبراهيم', memberId: ids.ahmad }]);
  });
  afterAll(async () => t?.close());

  const found = async (endpoint: string, q: string, role: 'BISH' | 'ADMIN' = 'BISH') => {
    const response = await t.injectAs(role, { method: 'GET', url: listUrl(endpoint, q) });
    expect(response.statusCode).toBe(200);
    return (response.json() as Array<{ id: number }>).map((r) => r.id);
  };
  const keys = (list: string[]) => list.map((k) => ids[k]);

  test.each([
    ['one word: a name', 'محمد', ['muhammad', 'cousin']],
    ['one word: a father name', 'احمد', ['ahmad', 'muhammad', 'fatima']],
    ['one word: the family name', 'ناصر', ['ali', 'ahmad', 'muhammad', 'abdallah', 'cousin', 'fatima']],
    ['the start of a word', 'فاط', ['fatima']],
    ['with tashkeel and hamza', 'أَحْمَد', ['ahmad', 'muhammad', 'fatima']],
    ['ta marbuta typed as ha', 'فاطمه', ['fatima']],
    ['alef maqsura typed as ya', 'مصطفي', ['mustafa']],
    ['compound written apart finds it written together', 'عبد الله', ['abdallah', 'cousin']],
    ['compound written together finds it written apart', 'عبدالله', ['abdallah', 'cousin']],
    ['أبو joined', 'ابوبكر', ['mustafa']],
    ['two words: name and father', 'محمد احمد', ['muhammad']],
    ['two words: the cousin', 'محمد عبدالله', ['cousin']],
    ['three words: name, father, grandfather', 'محمد احمد علي', ['muhammad']],
    ['grandfather from the root father name', 'احمد علي سليمان', ['ahmad']],
    ['the words in another order find nothing', 'احمد محمد', []],
    ['Latin, any case', 'NASSER', ['mustafa']],
    ['like wildcards are plain text', '%', []],
    ['a phone number is no name', '0501234567', []],
    ['an identity is no name', '987654321', []],
  ])('members: %s (%s)', async (_case, q, expected) => {
    expect(await found('/api/v1/members', q)).toEqual(keys(expected as string[]));
    // A page that holds its rows already (a parent's children) narrows them by the same rule in the browser.
    const rows = (await t.injectAs('BISH', { method: 'GET', url: listUrl('/api/v1/members', '') })).json() as Member[];
    const words = searchWords(q as string);
    const inBrowser = rows.filter((m) => chainMatches(searchChain([m.name, m.fatherName, m.grandfatherName, m.familyName]), words));
    expect(inBrowser.map((m) => m.id)).toEqual(keys(expected as string[]));
  });

  test('private fields are not searched even for those who may see them', async () => {
    expect(await found('/api/v1/members', '0501234567', 'ADMIN')).toEqual([]);
  });

  test.runIf(db === 'postgres')('PostgreSQL answers a search from the trigram index', async () => {
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where indexname like '%search_trigrams'`.execute(
      t.app.db,
    );
    expect(rows.map((r) => r.indexname).sort()).toEqual(['members_search_trigrams', 'partners_search_trigrams']);
    // On a table this small a scan is cheaper; forbidding it (in one transaction, one connection) shows the index can serve.
    const plan = await t.app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<Record<string, string>>`explain select id from members where search_name like '% محمد%'`.execute(trx);
    });
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toMatch(/members_search_trigrams/);
  });

  test('partners are searched the same way', async () => {
    const partners = await found('/api/v1/partners', 'امنه ابراهيم');
    expect(partners).toHaveLength(1);
    expect(await found('/api/v1/partners', 'ابراهيم امنه')).toEqual([]);
  });

  test('the grandfather comes from the tree, or from the father name written on the root', async () => {
    const grandfather = async (key: string) =>
      (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${ids[key]}` })).json().grandfatherName;
    expect(await grandfather('muhammad')).toBe('علي');
    expect(await grandfather('ahmad')).toBe('سليمان');
    expect(await grandfather('ali')).toBeNull();
  });

  test('a rename reaches the chains of children and grandchildren', async () => {
    const members = t.app.repositories.members;
    await members.update(ids.ali, { name: 'عليّ الكبير' });
    expect(await found('/api/v1/members', 'محمد احمد الكبير')).toEqual(keys(['muhammad']));
    expect((await members.findBy('id', ids.muhammad))?.grandfatherName).toBe('عليّ الكبير');
  });

  test('a family written in bulk is found by the chains the tree gives, its parents written with it or here before', async () => {
    const { app } = t;
    const written = await app.db.transaction().execute(async (trx) => {
      const first = await nextMemberId(trx);
      const member = (at: number, name: string, fatherName: string, parentId: number | null) =>
        ({ id: first + at, name, fatherName, familyName: 'آل ناصر', parentId }) as const;
      const members = [
        member(0, 'زيد', 'عمرو', null),
        member(1, 'بكر', 'زيد', first),
        member(2, 'خالد', 'بكر', first + 1),
        // Under a member who was here before: the grandfather is read from the tree once the rows are in.
        member(3, 'سالم', 'عليّ', ids.ali),
        member(4, 'نادر', 'سالم', first + 3),
      ];
      await insertFamilyBulk({ repositories: app.repositories, dialect: app.dialect }, trx, members, []);
      return members.map((m) => m.id);
    });
    // The search column is the repository's own, outside the tables' type.
    const chains = sql<{ search_name: string }>`select search_name from members where id in (${sql.join(written)}) order by id`;
    const { rows: stored } = await chains.execute(app.db);
    const read = await Promise.all(written.map(async (id) => (await app.repositories.members.findBy('id', id))!));
    expect(read.map((m) => m.grandfatherName)).toEqual([null, 'عمرو', 'زيد', 'سليمان', 'عليّ الكبير']);
    expect(stored.map((r) => r.search_name)).toEqual(read.map((m) => searchChain([m.name, m.fatherName, m.grandfatherName, m.familyName])));
    expect(await found('/api/v1/members', 'خالد بكر زيد')).toEqual([written[2]]);
    expect(await found('/api/v1/members', 'نادر سالم الكبير')).toEqual([written[4]]);
  });
});
