// react-admin's list parameters, uniqueness and the album referenced by name.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const q = (params: Record<string, unknown>): string =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describeOnDatabases('lists', (db) => {
  let t: TestApp;
  const names = ['Ahmad', 'Basem', 'Camil', 'Dalia', 'Ehab', 'Fadi', 'Ghada'];
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const albums = t.app.repositories.ofResource('albums');
    for (const [i, name] of names.entries()) await albums.create({ name, description: i % 2 ? 'summer trip' : 'Winter evening' });
  });
  afterAll(async () => t?.close());

  const list = (params: Record<string, unknown>) => t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums?${q(params)}` });

  test('without parameters: a plain array and no Content-Range', async () => {
    const response = await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums' });
    expect(response.json().map((a: { name: string }) => a.name)).toEqual(names);
    expect(response.headers['content-range']).toBeUndefined();
  });

  test('sort, range and the total in Content-Range', async () => {
    const response = await list({ sort: ['name', 'DESC'], range: [1, 3] });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((a: { name: string }) => a.name)).toEqual(['Fadi', 'Ehab', 'Dalia']);
    expect(response.headers['content-range']).toBe('albums 1-3/7');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
  });

  test('q searches the x-resource.search properties, case-insensitively', async () => {
    const response = await list({ filter: { q: 'WINTER' }, range: [0, 1] });
    expect(response.json().map((a: { name: string }) => a.name)).toEqual(['Ahmad', 'Camil']);
    expect(response.headers['content-range']).toBe('albums 0-1/4');
  });

  test('a short last page and an empty page past the end give the same total as a full page', async () => {
    expect((await list({ range: [5, 9] })).headers['content-range']).toBe('albums 5-6/7');
    expect((await list({ range: [0, 9] })).headers['content-range']).toBe('albums 0-6/7');
    const past = await list({ range: [10, 14] });
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toMatch(/\/7$/);
  });

  test('field filters and id lists', async () => {
    const all = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums' })).json();
    const ids = [all[0].id, all[2].id];
    expect((await list({ filter: { id: ids } })).json().map((a: { id: number }) => a.id)).toEqual(ids);
    expect((await list({ filter: { name: 'Ghada' } })).json()).toHaveLength(1);
    expect((await list({ filter: { q: 'no such text' } })).headers['content-range']).toBe('albums */0');
  });

  test('unknown fields, bad JSON and oversized ranges are a 400', async () => {
    for (const params of [
      { sort: ['nope', 'ASC'] },
      { filter: { nope: 1 } },
      { range: [0, 5000] },
      { sort: ['name', 'SIDEWAYS'] },
      { filter: { id: 'abc' } },
      { filter: { id: 2 ** 40 } },
      { filter: { name: { $gt: 1 } } },
    ]) {
      const response = await list(params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().message).toMatch(/querystring/);
    }
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums?sort=[oops' })).statusCode).toBe(400);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums/99999999999' })).statusCode).toBe(400);
  });

  test('filter values of the wrong type are a 400, not a database error', async () => {
    for (const filter of [{ birthdate: '1990-01-01' }, { parentId: 'abc' }, { isAlive: 'maybe' }, { id: [1, 'x'] }]) {
      const response = await t.injectAs('MODERATOR', {
        method: 'GET',
        url: `/api/v1/members?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      });
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
    }
    const ok = await t.injectAs('MODERATOR', {
      method: 'GET',
      url: `/api/v1/members?filter=${encodeURIComponent(JSON.stringify({ isAlive: 'yes', birthdate: '01-01-1990', parentId: null }))}`,
    });
    expect(ok.statusCode).toBe(200);
  });

  test('a BISH may not filter by a private field; a MODERATOR may', async () => {
    const params = `filter=${encodeURIComponent(JSON.stringify({ identity: '123' }))}`;
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members?${params}` })).statusCode).toBe(400);
    expect((await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/members?${params}` })).statusCode).toBe(200);
  });

  test('a unique value used twice is a 409 naming the field', async () => {
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/albums',
      payload: { name: 'Ahmad', description: 'again' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual([{ field: 'name', rule: 'taken', value: 'Ahmad' }]);
    const other = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums/name/Basem' })).json();
    const rename = await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/albums/${other.id}`, payload: { name: 'Ahmad' } });
    expect(rename.statusCode).toBe(409);
    const keep = await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/albums/${other.id}`, payload: { ...other, name: 'Basem' } });
    expect(keep.statusCode).toBe(200);
  });

  test('an image names its album; an unknown album is a 400; the album is joined on read', async () => {
    const created = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      payload: { imageName: 'At the sea', description: 'x', albumOfImage: 'Camil', imageCeatedBy: 999 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'At the sea', album: 'Camil', createdBy: t.users.MODERATOR.id, imageLink: null });
    const missing = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      payload: { name: 'x', description: 'x', album: 'Nowhere' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ field: 'album', rule: 'missingReference', value: 'Nowhere' }]);
    const byAlbum = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/images?${q({ filter: { album: 'Camil' } })}` });
    expect(byAlbum.json().map((i: { name: string }) => i.name)).toEqual(['At the sea']);
    const album = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums/name/Camil' })).json();
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${album.id}/images` })).json()).toHaveLength(1);
  });

  test('read-only properties sent back on update are ignored', async () => {
    const album = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums/name/Dalia' })).json();
    const response = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/albums/${album.id}`,
      payload: { ...album, id: 9999, description: 'new' },
    });
    expect(response.json()).toEqual({ ...album, description: 'new' });
  });

  test('activities of one day, in DD-MM-YYYY', async () => {
    for (const date of ['01-05-2030', '01-05-2030', '02-05-2030'])
      await t.injectAs('MODERATOR', {
        method: 'POST',
        url: '/api/v1/activities',
        payload: { activityName: 'Picnic', dateOfActivity: date },
      });
    const day = await t.injectAs('BISH', { method: 'GET', url: '/api/v1/activities/date/01-05-2030' });
    expect(day.json()).toHaveLength(2);
    expect(day.json()[0]).toMatchObject({ dateOfActivity: '01-05-2030', createdBy: t.users.MODERATOR.id });
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/activities/date/2030-05-01' })).statusCode).toBe(400);
  });
});
