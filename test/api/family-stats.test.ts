// GET /api/v1/stats against a small family whose figures are known by hand, on both databases.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

//  Salem (m, 1901, deceased)            partners: Salem has 2 (married twice), Ahmad 1
//  ├── Ahmad (m, 1925, deceased)
//  │   ├── Muhammad (m, 1950)
//  │   ├── Fatima (f, 1952)
//  │   └── Muhammad (m, 1961)   (a second Muhammad: common names count him twice)
//  └── Amina (f, 1930)
//      └── Sara (f, no birth date)
describeOnDatabases('family statistics', (db) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const members = t.app.repositories.members;
    const add = async (key: string, record: Record<string, unknown>) => (ids[key] = (await members.create(record)).id);
    await add('salem', { name: 'سالم', gender: 'male', birthdate: '01-01-1901', isAlive: 'no' });
    await add('ahmad', { name: 'أحمد', gender: 'male', birthdate: '01-01-1925', isAlive: 'no', parentId: ids.salem });
    await add('amina', { name: 'آمنة', gender: 'female', birthdate: '01-01-1930', parentId: ids.salem });
    await add('muhammad1', { name: 'محمد', gender: 'male', birthdate: '01-01-1950', parentId: ids.ahmad });
    await add('fatima', { name: 'فاطمة', gender: 'female', birthdate: '01-01-1952', parentId: ids.ahmad });
    await add('muhammad2', { name: 'محمد', gender: 'male', birthdate: '01-01-1961', parentId: ids.ahmad });
    await add('sara', { name: 'سارة', gender: 'female', parentId: ids.amina });
    const partners = t.app.repositories.ofResource('family-partners');
    await partners.create({ name: 'زينب', memberId: ids.salem });
    await partners.create({ name: 'مريم', memberId: ids.salem });
    await partners.create({ name: 'خديجة', memberId: ids.ahmad });
  });
  afterAll(async () => t?.close());

  test('a family member gets the figures, counts only for who is alive', async () => {
    const response = await t.injectAs('BISH', { method: 'GET', url: '/api/v1/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      members: 7,
      living: 5,
      deceased: 2,
      women: 3,
      men: 4,
      generations: [
        { key: 1, count: 1 },
        { key: 2, count: 2 },
        { key: 3, count: 4 },
      ],
      birthsPerDecade: [
        { key: 1900, count: 1 },
        { key: 1920, count: 1 },
        { key: 1930, count: 1 },
        { key: 1950, count: 2 },
        { key: 1960, count: 1 },
      ],
      commonNames: {
        men: [
          { name: 'محمد', count: 2 },
          { name: 'أحمد', count: 1 },
          { name: 'سالم', count: 1 },
        ],
        women: [
          { name: 'آمنة', count: 1 },
          { name: 'سارة', count: 1 },
          { name: 'فاطمة', count: 1 },
        ],
      },
      families: {
        parents: 3,
        averageChildren: 2,
        largest: [
          { id: ids.ahmad, name: 'أحمد', fatherName: null, children: 3 },
          { id: ids.salem, name: 'سالم', fatherName: null, children: 2 },
          { id: ids.amina, name: 'آمنة', fatherName: null, children: 1 },
        ],
      },
      marriages: { married: 2, partners: 3 },
    });
  });

  test.each(['MODERATOR', 'ADMIN'] as const)('a %s also gets the oldest living members', async (role) => {
    const stats = (await t.injectAs(role, { method: 'GET', url: '/api/v1/stats' })).json();
    expect(stats.oldestLiving).toEqual([
      { id: ids.amina, name: 'آمنة', fatherName: null, birthYear: 1930 },
      { id: ids.muhammad1, name: 'محمد', fatherName: null, birthYear: 1950 },
      { id: ids.fatima, name: 'فاطمة', fatherName: null, birthYear: 1952 },
      { id: ids.muhammad2, name: 'محمد', fatherName: null, birthYear: 1961 },
    ]);
  });

  test('without family permission: refused', async () => {
    expect((await t.injectAs('USER', { method: 'GET', url: '/api/v1/stats' })).statusCode).toBe(403);
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: '/api/v1/stats' })).statusCode).toBe(401);
  });
});
