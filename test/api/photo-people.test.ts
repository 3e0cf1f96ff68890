// The people named in photos: anyone who sees a photo names family members in it; a name someone else
// added comes off only by a moderator or by the named person themselves; a person's photos list follows;
// every change of the names is in the photo's history, and the names are kept by a backup and its restore.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { MemberPhotos, NamedPerson, PhotoPeople } from '../../common/generated/api.ts';
import type { Role } from '../../common/model/roles.ts';
import { openDatabase } from '../../server/db/database.ts';
import { backup } from '../../server/features/backups/backup.ts';
import { restore } from '../../server/features/backups/restore.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { allRows, emptyPlace } from './helpers/empty-place.ts';
import { familyRecords } from './helpers/family-records.ts';
import { multipartBody, samplePng } from './helpers/samples.ts';

describeOnDatabases('people in photos', (db) => {
  let t: TestApp;
  let family: ReturnType<typeof familyRecords>;
  let album: string;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    family = familyRecords(t);
    await family.add('salim', { name: 'Salim', fatherName: 'Ahmad', familyName: 'Nasser' });
    await family.add('huda', { name: 'Huda', fatherName: 'Salim', parentId: family.ids.salim });
    await family.add('omar', { name: 'Omar' });
    album = 'Summer 1990';
    const created = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/albums',
      payload: { name: album, description: 'At the sea' },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(async () => t?.close());

  const newPhoto = async (name: string): Promise<number> => {
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody({ imageName: name, description: 'On the beach', albumOfImage: album }, { data: await samplePng() }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const name = (role: Role, image: number, people: NamedPerson[]) =>
    t.injectAs(role, { method: 'PUT', url: `/api/v1/images/${image}/people`, payload: { people } });
  const peopleIn = async (image: number) =>
    (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/images/${image}/people` })).json<PhotoPeople>();
  const photosOf = async (member: number) =>
    (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${member}/photos` })).json<MemberPhotos>();

  test('a photo with two people named shows on both their pages, newest first, with its links', async () => {
    const older = await newPhoto('Salim alone');
    const photo = await newPhoto('Salim and Huda');
    expect((await name('BISH', older, [{ memberId: family.ids.salim }])).statusCode).toBe(200);
    const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.25 };
    const named = await name('BISH', photo, [{ memberId: family.ids.salim, box }, { memberId: family.ids.huda }]);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual([
      { memberId: family.ids.salim, name: 'Salim Ahmad Nasser', box, taggedBy: t.users.BISH.username },
      // Her grandfather comes from the tree: her father's father.
      { memberId: family.ids.huda, name: 'Huda Salim Ahmad', box: null, taggedBy: t.users.BISH.username },
    ]);
    expect(await peopleIn(photo)).toEqual(named.json());

    const salims = await photosOf(family.ids.salim);
    expect(salims.map((p) => p.name)).toEqual(['Salim and Huda', 'Salim alone']);
    expect(salims[0].imageLink).toMatch(/^\/api\/v1\/images\/\d+\/download\?/);
    expect((await photosOf(family.ids.huda)).map((p) => p.id)).toEqual([photo]);
    expect(await photosOf(family.ids.omar)).toEqual([]);
  });

  test('a family member cannot take off a name another added; a moderator can', async () => {
    const photo = await newPhoto('Cousins');
    expect((await name('MODERATOR', photo, [{ memberId: family.ids.salim }])).statusCode).toBe(200);
    // Adding beside it is anyone's; removing it is not.
    expect((await name('BISH', photo, [{ memberId: family.ids.salim }, { memberId: family.ids.omar }])).statusCode).toBe(200);
    const refused = await name('BISH', photo, [{ memberId: family.ids.omar }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Salim Ahmad Nasser');
    expect((await peopleIn(photo)).map((p) => p.memberId)).toEqual([family.ids.salim, family.ids.omar]);
    // Their own name a family member takes off again.
    expect((await name('BISH', photo, [{ memberId: family.ids.salim }])).statusCode).toBe(200);
    expect((await name('MODERATOR', photo, [])).json()).toEqual([]);
  });

  test('a person whose account is linked to a member takes their own name off any photo', async () => {
    const photo = await newPhoto('Wedding');
    expect((await name('MODERATOR', photo, [{ memberId: family.ids.huda }, { memberId: family.ids.omar }])).statusCode).toBe(200);
    const link = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: `/api/auth/users/${t.users.BISH.username}`,
      payload: { memberId: family.ids.huda },
    });
    expect(link.statusCode, link.body).toBe(200);
    await t.refreshToken('BISH');
    expect((await name('BISH', photo, [{ memberId: family.ids.omar }])).statusCode).toBe(200);
    // Only their own: Omar's name stays as the moderator added it.
    expect((await name('BISH', photo, [])).statusCode).toBe(403);
  });

  test('below family permission nobody reads or names people', async () => {
    const photo = await newPhoto('Private');
    for (const role of ['ANONYMOUS', 'USER'] as const) {
      expect((await name(role, photo, [{ memberId: family.ids.omar }])).statusCode).toBe(role === 'USER' ? 403 : 401);
      expect((await t.injectAs(role, { method: 'GET', url: `/api/v1/images/${photo}/people` })).statusCode).toBe(
        role === 'USER' ? 403 : 401,
      );
      expect((await t.injectAs(role, { method: 'GET', url: `/api/v1/members/${family.ids.omar}/photos` })).statusCode).toBe(
        role === 'USER' ? 403 : 401,
      );
    }
  });

  test('boxes outside the picture, unknown people and photos, a person twice and too many are refused', async () => {
    const photo = await newPhoto('Checks');
    const salim = family.ids.salim;
    for (const box of [
      { x: -0.1, y: 0, width: 0.2, height: 0.2 },
      { x: 0, y: 0, width: 0, height: 0.2 },
      { x: 0.9, y: 0, width: 0.2, height: 0.2 },
      { x: 0.5, y: 0.5, width: 0.2, height: 0.6 },
    ])
      expect((await name('BISH', photo, [{ memberId: salim, box }])).statusCode, JSON.stringify(box)).toBe(400);
    const unknown = await name('BISH', photo, [{ memberId: 999999 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: 'people', rule: 'missingReference', value: '999999' }]);
    expect((await name('BISH', 999999, [{ memberId: salim }])).statusCode).toBe(404);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members/999999/photos' })).statusCode).toBe(404);
    expect((await name('BISH', photo, [{ memberId: salim }, { memberId: salim }])).statusCode).toBe(400);
    const crowd = Array.from({ length: 51 }, (_, i) => ({ memberId: i + 1 }));
    expect((await name('BISH', photo, crowd)).statusCode).toBe(400);
    expect(await peopleIn(photo)).toEqual([]);
  });

  test("each change of the names is in the photo's history, with who made it, and cannot be undone as an edit", async () => {
    const photo = await newPhoto('History');
    await name('BISH', photo, [{ memberId: family.ids.omar }]);
    await name('MODERATOR', photo, [{ memberId: family.ids.omar }, { memberId: family.ids.salim }]);
    const history = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes?resource=images&recordId=${photo}` });
    const changes = history.json<{ changes: Array<{ id: number; actor: string; fields: unknown[] }> }>().changes;
    expect(changes.slice(0, 2).map(({ actor, fields }) => ({ actor, fields }))).toEqual([
      { actor: t.users.MODERATOR.username, fields: [{ name: 'people', before: ['Omar'], after: ['Omar', 'Salim Ahmad Nasser'] }] },
      { actor: t.users.BISH.username, fields: [{ name: 'people', before: [], after: ['Omar'] }] },
    ]);
    expect((await t.injectAs('ADMIN', { method: 'POST', url: `/api/v1/changes/${changes[0].id}/undo` })).statusCode).toBe(409);
  });

  test('the names go with their photo', async () => {
    const photo = await newPhoto('Deleted');
    await name('BISH', photo, [{ memberId: family.ids.omar }]);
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/images/${photo}` })).statusCode).toBe(200);
    expect((await photosOf(family.ids.omar)).map((p) => p.id)).not.toContain(photo);
  });

  test('the names are in a backup and come back with its restore', { timeout: 60_000 }, async () => {
    const photo = await newPhoto('Kept');
    await name('BISH', photo, [{ memberId: family.ids.huda, box: { x: 0.5, y: 0.1, width: 0.2, height: 0.3 } }]);
    const tagged = (await allRows({ db: t.app.db, dialect: t.app.dialect })).image_people;
    expect(tagged.length).toBeGreaterThan(0);
    const { file, manifest } = await backup(t.config, { out: `${t.config.dataDir}/people.tar.gz` });
    expect(manifest.tables.find((table) => table.name === 'image_people')?.rows).toBe(tagged.length);
    const { place, dispose } = await emptyPlace(db);
    try {
      await restore({ ...t.config, ...place }, file);
      const target = openDatabase(place);
      try {
        expect((await allRows(target)).image_people).toEqual(tagged);
      } finally {
        await target.db.destroy();
      }
    } finally {
      await dispose();
    }
  });
});
