// GET /api/v1/tree/ancestors/{id}: a member's ancestors on both lines, numbered as a pedigree numbers them
// (1 the member, 2 the father, 3 the mother, 2n and 2n+1 the parents of n), with nothing private.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { familyRecords } from './helpers/family-records.ts';

interface Place {
  number: number;
  id: number | null;
  name: string;
}

describeOnDatabases('the ancestors', (db) => {
  let t: TestApp;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const family = familyRecords(t);
    const { add, marry } = family;
    ids = family.ids;
    await add('omar', { name: 'عمر', gender: 'male', deathDate: '1900' });
    await add('salim', { name: 'سالم', gender: 'male', parentId: ids.omar, birthdate: '01-01-1850' });
    await marry('salimHind', { memberId: ids.salim, name: 'هند', familyName: 'حداد', birthdate: '1855' });
    await add('jamil', { name: 'جميل', gender: 'male', parentId: ids.salim, motherId: ids.salimHind });
    await add('khalid', { name: 'خالد', gender: 'male', parentId: ids.salim, motherId: ids.salimHind });
    await marry('khalidSuad', { memberId: ids.khalid, name: 'سعاد' });
    // Jamil married his cousin Nour, Khalid's daughter: her father and his line are Ibrahim's mother's line.
    await add('nour', { name: 'نور', gender: 'female', parentId: ids.khalid, motherId: ids.khalidSuad, birthdate: '01-01-1950' });
    await marry('jamilNour', { memberId: ids.jamil, name: 'نور', partnerMemberId: ids.nour });
    await add('ibrahim', {
      name: 'إبراهيم',
      gender: 'male',
      parentId: ids.jamil,
      motherId: ids.jamilNour,
      birthdate: '01-01-1980',
      phoneNumber: '0521111111',
    });
    await add('samir', { name: 'سمير', gender: 'male', parentId: ids.salim, motherName: 'وفاء' });
    // A daughter's children are recorded under her; their father is her husband from outside the family.
    await add('abla', { name: 'عبلة', gender: 'female', parentId: ids.jamil, motherId: ids.jamilNour });
    await marry('ablaMazin', { memberId: ids.abla, name: 'مازن', familyName: 'خوري', gender: 'male' });
    await add('adam', { name: 'آدم', gender: 'male', parentId: ids.abla, motherId: ids.ablaMazin });
  });
  afterAll(async () => t?.close());

  const ancestors = (id: number, query = '', role: 'BISH' | 'USER' | 'ANONYMOUS' = 'BISH') =>
    t.injectAs(role, { method: 'GET', url: `/api/v1/tree/ancestors/${id}${query}` });
  const places = async (id: number, query = '') =>
    ((await ancestors(id, query)).json().ancestors as Place[]).map((p) => [p.number, p.id, p.name]);

  test("the father's and the mother's lines: a mother who is a member of the family has her own father, and his line goes on", async () => {
    const response = await ancestors(ids.ibrahim);
    expect(response.statusCode).toBe(200);
    expect(response.json().generations).toBe(5);
    expect(await places(ids.ibrahim)).toEqual([
      [1, ids.ibrahim, 'إبراهيم'],
      [2, ids.jamil, 'جميل'],
      [3, ids.nour, 'نور'],
      [4, ids.salim, 'سالم'],
      [5, null, 'هند حداد'],
      [6, ids.khalid, 'خالد'],
      [7, null, 'سعاد'],
      [8, ids.omar, 'عمر'],
      // Cousins who married: Salim and his father stand on both lines.
      [12, ids.salim, 'سالم'],
      [13, null, 'هند حداد'],
      [24, ids.omar, 'عمر'],
    ]);
    const all = response.json().ancestors;
    expect(all[0]).toEqual({
      number: 1,
      id: ids.ibrahim,
      name: 'إبراهيم',
      gender: 'male',
      birthdate: '01-01-1980',
      deathDate: null,
      lifeStatus: 'living',
    });
    expect(all[2]).toMatchObject({ gender: 'female', birthdate: '01-01-1950' });
    // A partner from outside the family: her name and birth year, nothing the family does not know.
    expect(all[4]).toEqual({
      number: 5,
      id: null,
      name: 'هند حداد',
      gender: 'female',
      birthdate: '1855',
      deathDate: null,
      lifeStatus: null,
    });
    expect(all[7]).toMatchObject({ deathDate: '1900', lifeStatus: 'deceased' });
    expect(response.body).not.toContain('0521111111');
  });

  test("a daughter's child: she is the mother, her husband from outside the family the father", async () => {
    expect((await places(ids.adam, '?generations=3')).slice(0, 5)).toEqual([
      [1, ids.adam, 'آدم'],
      [2, null, 'مازن خوري'],
      [3, ids.abla, 'عبلة'],
      [6, ids.jamil, 'جميل'],
      [7, ids.nour, 'نور'],
    ]);
    expect((await ancestors(ids.adam, '?generations=3')).json().ancestors[1]).toMatchObject({ gender: 'male' });
  });

  test('a mother known by the name typed on the record', async () => {
    expect((await places(ids.samir, '?generations=2')).slice(0, 3)).toEqual([
      [1, ids.samir, 'سمير'],
      [2, ids.salim, 'سالم'],
      [3, null, 'وفاء'],
    ]);
  });

  test('the first ancestor has no one above', async () => {
    expect(await places(ids.omar)).toEqual([[1, ids.omar, 'عمر']]);
  });

  test('as many generations as asked, at most seven', async () => {
    expect(await places(ids.ibrahim, '?generations=2')).toEqual([
      [1, ids.ibrahim, 'إبراهيم'],
      [2, ids.jamil, 'جميل'],
      [3, ids.nour, 'نور'],
    ]);
    expect((await places(ids.ibrahim, '?generations=3')).map(([n]) => n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await ancestors(ids.ibrahim, '?generations=7')).json().generations).toBe(7);
    expect((await ancestors(ids.ibrahim, '?generations=8')).statusCode).toBe(400);
    expect((await ancestors(ids.ibrahim, '?generations=0')).statusCode).toBe(400);
  });

  test('no such member: 404; signed out or without the family permission: refused', async () => {
    expect((await ancestors(999999)).statusCode).toBe(404);
    expect((await ancestors(ids.ibrahim, '', 'ANONYMOUS')).statusCode).toBe(401);
    expect((await ancestors(ids.ibrahim, '', 'USER')).statusCode).toBe(403);
  });
});
