// A member's line of descent: ancestors nearest first, names and genders only, for BISH and up.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('member lineage', (db) => {
  let t: TestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ db });
    // Four generations: ناصر → محمد → أحمد (the mother of the last, to show genders) → سالم.
    const chain = [
      { name: 'ناصر', gender: 'male' as const },
      { name: 'محمد', gender: 'male' as const },
      { name: 'أحمد', gender: 'female' as const },
      { name: 'سالم', gender: 'male' as const },
    ];
    for (const person of chain)
      ids.push(
        (await t.app.repositories.members.create({ ...person, phoneNumber: '0509999999', identity: '123', parentId: ids.at(-1) ?? null }))
          .id,
      );
  });
  afterAll(async () => t?.close());

  const lineage = (id: number, role: 'USER' | 'BISH' | 'ADMIN' = 'BISH') =>
    t.injectAs(role, { method: 'GET', url: `/api/v1/members/${id}/lineage` });

  test('from the parent up to the root, nearest first, with nothing private', async () => {
    const response = await lineage(ids[3]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: ids[2], name: 'أحمد', gender: 'female' },
      { id: ids[1], name: 'محمد', gender: 'male' },
      { id: ids[0], name: 'ناصر', gender: 'male' },
    ]);
    expect((await lineage(ids[3], 'ADMIN')).json()).toEqual(response.json());
  });

  test('the root has none; an unknown member is a 404; below BISH it is refused', async () => {
    expect((await lineage(ids[0])).json()).toEqual([]);
    expect((await lineage(999_999)).statusCode).toBe(404);
    expect((await lineage(ids[3], 'USER')).statusCode).toBe(403);
  });

  test('is in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/members/{id}/lineage'].get.responses['200']).toBeDefined();
  });

  test('lists show each member with father and grandfather from the tree', async () => {
    const response = await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members' });
    const salem = response.json().find((m: { id: number }) => m.id === ids[3]);
    expect(salem.grandfatherName).toBe('محمد');
    expect(salem.phoneNumber).toBeUndefined();
  });
});
