// GET /api/v1/tree/photos: the pictures the tree's poster draws on the cards, as signed links, for the
// roles that may read members only.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody, samplePng } from './helpers/samples.ts';

describeOnDatabases('the tree poster photos', (db) => {
  let t: TestApp;
  let withPicture: number;
  let without: number;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const { members } = t.app.repositories;
    const father = await members.create({ name: 'سالم', gender: 'male' });
    withPicture = Number((await members.create({ name: 'جميل', gender: 'male', parentId: father.id })).id);
    without = Number((await members.create({ name: 'عبلة', gender: 'female', parentId: father.id })).id);
    const upload = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${withPicture}/upload`,
      ...multipartBody({}, { data: await samplePng(), name: 'jamil.png', type: 'image/png' }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
  });
  afterAll(async () => t?.close());

  test('a family member gets each member with a picture once, with a link that downloads it', async () => {
    const response = await t.injectAs('BISH', { method: 'GET', url: '/api/v1/tree/photos' });
    expect(response.statusCode, response.body).toBe(200);
    const { photos } = response.json() as { photos: { memberId: number; link: string }[] };
    expect(photos.map((p) => p.memberId)).toEqual([withPicture]);
    expect(photos.map((p) => p.memberId)).not.toContain(without);
    // The link is signed: it downloads without the caller's token, as an <img> would.
    const thumb = await t.app.inject({ method: 'GET', url: `${photos[0].link}&size=thumb` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toMatch(/^image\//);
  });

  test('only the roles that read members get it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tree/photos' })).statusCode).toBe(401);
    expect((await t.injectAs('USER', { method: 'GET', url: '/api/v1/tree/photos' })).statusCode).toBe(403);
  });
});
