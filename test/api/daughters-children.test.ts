// The children of a daughter who married outside the family are recorded under her, outside the family's
// line (they carry their father's name), as many generations down as the family chooses
// (DAUGHTERS_CHILDREN_GENERATIONS, 1 by default, 0 for none); deeper is refused in the reader's language.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { unpackTree } from '../../common/model/compactTree.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

async function family(t: TestApp) {
  const create = async (payload: Record<string, unknown>) =>
    (await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload })).json().id as number;
  const father = await create({ name: 'Salim', familyName: 'Haddad', gender: 'male' });
  const daughter = await create({ name: 'Layla', fatherName: 'Salim', familyName: 'Haddad', gender: 'female', parentId: father });
  return { father, daughter };
}

const addChild = (t: TestApp, parentId: number, payload: Record<string, unknown>, language = 'en') =>
  t.injectAs('MODERATOR', {
    method: 'POST',
    url: `/api/v1/members/${parentId}/addchild`,
    payload,
    headers: { 'accept-language': language },
  });

describeOnDatabases('daughters’ children', (db) => {
  let t: TestApp;
  let people: { father: number; daughter: number };
  beforeAll(async () => {
    t = await buildTestApp({ db });
    people = await family(t);
  });
  afterAll(async () => t?.close());

  test('a daughter’s child is recorded under her, with the father’s family name, outside the line', async () => {
    const son = await addChild(t, people.daughter, { name: 'Karim', fatherName: 'Nabil', familyName: 'Khoury', gender: 'male' });
    expect(son.statusCode).toBe(201);
    expect(son.json()).toMatchObject({ parentId: people.daughter, familyName: 'Khoury', outsideLine: 'yes' });
    const hers = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${people.daughter}/getchildren` })).json();
    expect(hers.map((c: { name: string }) => c.name)).toEqual(['Karim']);
    const daughter = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${people.daughter}` })).json();
    expect(daughter.outsideLine).toBe('no');
    const tree = unpackTree((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/tree' })).json());
    expect(tree.parents[tree.ids.indexOf(son.json().id)]).toBe(tree.ids.indexOf(people.daughter));
  });

  test('one generation by default: her grandchild is refused, in the reader’s language, and not written', async () => {
    const son = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${people.daughter}/getchildren` })).json()[0];
    const refused = await addChild(t, son.id, { name: 'Rami', gender: 'male' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "Parent: The family records its daughters' descendants for 1 generation only",
      fields: [{ field: 'parentId', rule: 'beyondGenerations', limit: 1 }],
    });
    expect((await addChild(t, son.id, { name: 'Rami' }, 'ar')).json().message).toBe('الأب / الأم: تسجل العائلة أبناء بناتها لجيل واحد فقط');
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${son.id}/getchildren` })).json()).toEqual([]);
    // Moving an existing member there is refused alike.
    const other = (await addChild(t, people.father, { name: 'Fadi', gender: 'male' })).json();
    const moved = await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${other.id}`, payload: { parentId: son.id } });
    expect(moved.statusCode).toBe(400);
  });

  test('a member moved under her with children of their own is refused: the children would be a generation too deep', async () => {
    const uncle = (await addChild(t, people.father, { name: 'Nader', gender: 'male' })).json();
    const cousin = (await addChild(t, uncle.id, { name: 'Wael', gender: 'male' })).json();
    const moved = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/members/${uncle.id}`,
      payload: { parentId: people.daughter },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual([{ field: 'parentId', rule: 'beyondGenerations', limit: 1 }]);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${uncle.id}` })).json().parentId).toBe(people.father);
    // Without his children he may be recorded under her.
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${cousin.id}` })).statusCode).toBe(200);
    const alone = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/members/${uncle.id}`,
      payload: { parentId: people.daughter },
    });
    expect(alone.statusCode, alone.body).toBe(200);
  });

  test('a son’s children stay in the family’s line', async () => {
    const son = (await addChild(t, people.father, { name: 'Adel', gender: 'male' })).json();
    const grandson = await addChild(t, son.id, { name: 'Sami', gender: 'male' });
    expect(grandson.json().outsideLine).toBe('no');
  });
});

describe('daughters’ children as the family chooses', () => {
  test('0 records none; 2 records her grandchildren too', async () => {
    const none = await buildTestApp({ db: 'sqlite', config: { daughtersChildrenGenerations: 0 } });
    try {
      const { daughter } = await family(none);
      const refused = await addChild(none, daughter, { name: 'Karim' }, 'he');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'הורה: המשפחה אינה רושמת את ילדי בנותיה',
        fields: [{ rule: 'daughtersChildrenOff' }],
      });
    } finally {
      await none.close();
    }
    const two = await buildTestApp({ db: 'sqlite', config: { daughtersChildrenGenerations: 2 } });
    try {
      const { daughter } = await family(two);
      const child = (await addChild(two, daughter, { name: 'Huda', gender: 'female' })).json();
      const grandchild = await addChild(two, child.id, { name: 'Rami', gender: 'male' });
      expect(grandchild.json()).toMatchObject({ outsideLine: 'yes' });
      const third = await addChild(two, grandchild.json().id, { name: 'Ziad' });
      expect(third.json().fields).toEqual([{ field: 'parentId', rule: 'beyondGenerations', limit: 2 }]);
    } finally {
      await two.close();
    }
  });
});
