// A member's generation (1 for a member without a parent, 2 for their children…), on every record and
// as a list filter, on both databases; a move to another parent moves the generation with it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const listUrl = (filter: object) =>
  `/api/v1/members?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["id","ASC"]')}`;

describeOnDatabases('member generation', (db) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const members = t.app.repositories.members;
    const add = async (key: string, parent?: string) => {
      ids[key] = (await members.create({ name: key, parentId: parent ? ids[parent] : null })).id;
    };
    await add('root');
    await add('son', 'root');
    await add('daughter', 'root');
    await add('grandson', 'son');
    await add('greatGranddaughter', 'grandson');
    await add('otherRoot');
  });
  afterAll(async () => t?.close());

  const generations = async (filter: object) => {
    const response = await t.injectAs('BISH', { method: 'GET', url: listUrl(filter) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Array<{ id: number; generation: number }>).map((m) => [m.id, m.generation]);
  };

  test('every record carries its generation', async () => {
    const one = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${ids.greatGranddaughter}` });
    expect(one.json().generation).toBe(4);
    expect(await generations({})).toEqual([
      [ids.root, 1],
      [ids.son, 2],
      [ids.daughter, 2],
      [ids.grandson, 3],
      [ids.greatGranddaughter, 4],
      [ids.otherRoot, 1],
    ]);
  });

  test('a list is filtered by one generation or several', async () => {
    expect(await generations({ generation: 2 })).toEqual([
      [ids.son, 2],
      [ids.daughter, 2],
    ]);
    expect(await generations({ generation: [1, 4] })).toEqual([
      [ids.root, 1],
      [ids.greatGranddaughter, 4],
      [ids.otherRoot, 1],
    ]);
    expect(await generations({ generation: 9 })).toEqual([]);
  });

  test('a move to another parent moves the generations below it', async () => {
    await t.app.repositories.members.update(ids.grandson, { parentId: ids.otherRoot });
    expect(await generations({ generation: 3 })).toEqual([[ids.greatGranddaughter, 3]]);
    await t.app.repositories.members.update(ids.grandson, { parentId: ids.son });
  });

  test('a generation is a whole number, and is never sorted by', async () => {
    const bad = await t.injectAs('BISH', { method: 'GET', url: listUrl({ generation: 'two' }) });
    expect(bad.statusCode).toBe(400);
    const sorted = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members?sort=${encodeURIComponent('["generation","ASC"]')}` });
    expect(sorted.statusCode).toBe(400);
  });
});
