// GET /api/v1/tree: the drawn tree for readers of members, revalidated by a version that moves with
// every change the tree shows, compressed, and without a private field.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { unpackTree } from '../../common/model/compactTree.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('family tree', (db) => {
  let t: TestApp;
  let rootId: number;
  let childId: number;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const members = t.app.repositories.members;
    rootId = (await members.create({ name: 'سالم', gender: 'male', phoneNumber: '0521111111', identity: '123456789' })).id;
    childId = (await members.create({ name: 'أحمد', gender: 'male', parentId: rootId, birthdate: '01-02-1950' })).id;
    await members.create({ name: 'فاطمة', gender: 'female', parentId: rootId });
  });
  afterAll(async () => t?.close());

  const getTree = (etag?: string, url = '/api/v1/tree') =>
    t.injectAs('BISH', { method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  test('a family member gets the whole family in columns, with nothing private', async () => {
    const response = await getTree();
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'born',
      'genders',
      'ids',
      'mothers',
      'nameIndex',
      'names',
      'parentSteps',
      'version',
      'xSteps',
    ]);
    const tree = unpackTree(response.json());
    expect(tree.ids[0]).toBe(rootId);
    expect(tree.names.slice(0, 3)).toEqual(['سالم', 'أحمد', 'فاطمة']);
    expect(tree.genders.slice(0, 3)).toBe('mmf');
    expect(tree.born[1]).toBe(1950);
    expect(response.body).not.toMatch(/0521111111|123456789/);
  });

  test('signed out or without family permission: refused', async () => {
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: '/api/v1/tree' })).statusCode).toBe(401);
    expect((await t.injectAs('USER', { method: 'GET', url: '/api/v1/tree' })).statusCode).toBe(403);
  });

  test('unchanged: 304; a rename or a new child: a new version; a phone change: the same', async () => {
    const first = await getTree();
    const etag = String(first.headers.etag);
    expect((await getTree(etag)).statusCode).toBe(304);

    await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${childId}`, payload: { phoneNumber: '0529999999' } });
    expect((await getTree(etag)).statusCode).toBe(304);

    await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${childId}`, payload: { name: 'أحمد الثاني' } });
    const renamed = await getTree(etag);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(etag);
    expect(unpackTree(renamed.json()).names).toContain('أحمد الثاني');

    await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/members/${childId}/addchild`, payload: { name: 'علي' } });
    const grown = await getTree(String(renamed.headers.etag));
    expect(grown.statusCode).toBe(200);
    expect(unpackTree(grown.json()).names).toContain('علي');
  });

  test('brotli for a browser that accepts it', async () => {
    const response = await t.injectAs('BISH', { method: 'GET', url: '/api/v1/tree', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).ids[0]).toBe(rootId);
  });

  test('a branch from any member; an unknown member is a 404 with a message', async () => {
    expect((await getTree(undefined, `/api/v1/tree/${childId}`)).json().ids[0]).toBe(childId);
    const missing = await getTree(undefined, '/api/v1/tree/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/999999/);
  });

  test('the close family: the line from the root, two generations below, and how many children each has', async () => {
    const members = t.app.repositories.members;
    const son = (await members.create({ name: 'يوسف', gender: 'male', parentId: childId, birthdate: '05-06-1975' })).id;
    const grandson = (await members.create({ name: 'سامي', gender: 'male', parentId: son })).id;
    await members.create({ name: 'ليلى', gender: 'female', parentId: grandson });

    const response = await getTree(undefined, `/api/v1/tree/${rootId}/around/${childId}`);
    expect(response.statusCode).toBe(200);
    const family = response.json();
    expect(family.line).toEqual([{ id: rootId, parentId: null, name: 'سالم', gender: 'm', born: 0, mother: 0, children: 2 }]);
    expect(family.member).toMatchObject({ id: childId, parentId: rootId, born: 1950 });
    // Children first, then grandchildren; the great-grandchild is not sent, only counted.
    const below = family.below.map((p: { name: string; children: number; born: number }) => [p.name, p.children, p.born]);
    expect(below).toEqual(
      expect.arrayContaining([
        ['يوسف', 1, 1975],
        ['سامي', 1, 0],
      ]),
    );
    expect(below.map(([name]: [string]) => name)).not.toContain('ليلى');
    expect(response.body).not.toMatch(/0521111111|123456789/);

    // Opening the grandson's branch: the same answer one generation further down, the line above him.
    const deeper = (await getTree(undefined, `/api/v1/tree/${rootId}/around/${grandson}`)).json();
    expect(deeper.line.map((p: { id: number }) => p.id)).toEqual([rootId, childId, son]);
    expect(deeper.below.map((p: { name: string }) => p.name)).toEqual(['ليلى']);
  });

  test('the close family: 304 while the tree is unchanged; 404 outside the tree; BISH and up only', async () => {
    const url = `/api/v1/tree/${childId}/around/${childId}`;
    const first = await getTree(undefined, url);
    expect(first.json().line).toEqual([]);
    expect((await getTree(String(first.headers.etag), url)).statusCode).toBe(304);

    // The root is not below its own child: not in that tree.
    const outside = await getTree(undefined, `/api/v1/tree/${childId}/around/${rootId}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toMatch(String(rootId));
    expect((await getTree(undefined, `/api/v1/tree/${rootId}/around/999999`)).statusCode).toBe(404);
    expect((await t.injectAs('USER', { method: 'GET', url })).statusCode).toBe(403);
  });
});
