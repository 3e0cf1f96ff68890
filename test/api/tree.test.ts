// GET /api/v1/tree: the drawn tree for readers of members, revalidated by a version that moves with
// every change the tree shows, compressed, and without a private field.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
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
    const tree = response.json();
    expect(Object.keys(tree).sort()).toEqual(['born', 'genders', 'ids', 'names', 'parents', 'version', 'x']);
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
    expect(renamed.json().names).toContain('أحمد الثاني');

    await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/members/${childId}/addchild`, payload: { name: 'علي' } });
    const grown = await getTree(String(renamed.headers.etag));
    expect(grown.statusCode).toBe(200);
    expect(grown.json().names).toContain('علي');
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
});
