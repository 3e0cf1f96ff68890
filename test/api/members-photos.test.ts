// Members' photos: a family member's upload waits for a moderator as a suggestion, already through the photo
// pipeline, and the album shows nothing of it until it is accepted; a rejected photo's file is gone; an album
// the family opens to its members takes a member's photo at once. A photo of a person, proposed from their
// page, names them in it when accepted; a newborn suggested with her picture has it once accepted. A photo
// waiting is in a backup with its picture.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { MemberPhotos, Suggestion } from '../../common/generated/api.ts';
import { openDatabase } from '../../server/db/database.ts';
import { backup } from '../../server/features/backups/backup.ts';
import { restore } from '../../server/features/backups/restore.ts';
import { outboxMail } from '../support/outbox.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { allRows, emptyPlace } from './helpers/empty-place.ts';
import { familyRecords } from './helpers/family-records.ts';
import { multipartBody, samplePng } from './helpers/samples.ts';

describeOnDatabases('members’ photos', (db) => {
  let t: TestApp;
  let family: ReturnType<typeof familyRecords>;
  const albums: Record<string, number> = {};
  beforeAll(async () => {
    // One suggestion about a person may wait at a time; an album's photos are not counted so.
    t = await buildTestApp({ db, config: { openSuggestionsPerPerson: 1 } });
    family = familyRecords(t);
    await family.add('salim', { name: 'Salim', fatherName: 'Ahmad', familyName: 'Nasser' });
    for (const [name, openToMembers] of [
      ['Weddings', false],
      ['Our children', true],
    ] as const) {
      const created = await t.injectAs('MODERATOR', {
        method: 'POST',
        url: '/api/v1/albums',
        payload: { name, description: 'The family’s photos', openToMembers },
      });
      expect(created.statusCode, created.body).toBe(201);
      albums[name] = created.json<{ id: number }>().id;
    }
  });
  afterAll(async () => t?.close());

  const upload = async (role: 'USER' | 'BISH' | 'MODERATOR', album: string, file?: Buffer) =>
    t.injectAs(role, {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody(
        { imageName: 'At the wedding', description: 'Dabke in the yard', albumOfImage: album },
        { data: file ?? (await samplePng()) },
      ),
    });
  const imagesOf = async (album: string) =>
    (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${albums[album]}/images` })).json<
      Array<{ id: number; name: string }>
    >();
  const decide = (id: number, verb: 'accept' | 'reject', payload: Record<string, unknown> = {}) =>
    t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/suggestions/${id}/${verb}`, payload });
  const storedFiles = async () => (await readdir(join(t.config.dataDir, 'files'), { recursive: true })).length;
  const download = (link: string) => t.app.inject({ method: 'GET', url: `${link}&size=thumb` });
  /** A family member's suggestion with a picture, as the browser sends it: its fields, `changes` as JSON, and the file. */
  const suggestWithPicture = async (fields: Record<string, unknown>, changes: Record<string, unknown>) =>
    t.injectAs('BISH', {
      method: 'POST',
      url: '/api/v1/suggestions',
      ...multipartBody({ ...fields, changes: JSON.stringify(changes) }, { data: await samplePng() }),
    });

  test('a member’s photo waits for a moderator, shown only to them and the moderators; accepted, it is in the album as theirs', async () => {
    const held = await upload('BISH', 'Weddings');
    expect(held.statusCode, held.body).toBe(202);
    const suggestion = held.json<Suggestion>();
    expect(suggestion).toMatchObject({
      kind: 'photo',
      resource: 'albums',
      recordId: albums.Weddings,
      recordTitle: 'Weddings',
      state: 'pending',
      changes: { name: 'At the wedding', description: 'Dabke in the yard' },
      photo: { width: 40, height: 30 },
    });
    expect(await imagesOf('Weddings')).toEqual([]);
    // The member sees what they sent, by its signed link; a link is no use to another reader, nor unsigned.
    expect((await download(suggestion.photo!.link)).statusCode).toBe(200);
    expect((await download(suggestion.photo!.link)).headers['content-type']).toMatch(/^image\//);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/suggestions/${suggestion.id}/photo` })).statusCode).toBe(401);
    const asUser = await t.injectAs('USER', { method: 'GET', url: `/api/v1/suggestions/${suggestion.id}/photo` });
    expect(asUser.statusCode).toBe(403);
    const queue = (await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/suggestions?state=pending' })).json<Suggestion[]>();
    const queued = queue.find((s) => s.id === suggestion.id)!;
    expect((await download(queued.photo!.link)).statusCode).toBe(200);

    const accepted = await decide(suggestion.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const imageId = accepted.json<Suggestion>().resultId!;
    expect(await imagesOf('Weddings')).toEqual([expect.objectContaining({ id: imageId, name: 'At the wedding' })]);
    const image = (await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/images/${imageId}` })).json();
    expect(image).toMatchObject({ createdBy: t.users.BISH.id, createdByName: t.users.BISH.username, width: 40, height: 30 });
    // The same stored picture: the image downloads what the member sent.
    expect((await download(image.imageLink)).statusCode).toBe(200);
    const [created] = (await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/changes?resource=images&recordId=${imageId}` })).json()
      .changes;
    expect(created).toMatchObject({ action: 'create', actor: t.users.MODERATOR.username, suggestedBy: t.users.BISH.username });
    const mail = await outboxMail(t.config.dataDir, 'bish@example.com');
    expect(mail.link).toBe(`${t.config.publicUrl}/family-gallery?album=${albums.Weddings}&photo=${imageId}`);
  });

  test('a member’s photos of one wedding all wait, however many', async () => {
    const held = [await upload('BISH', 'Weddings'), await upload('BISH', 'Weddings')];
    expect(held.map((r) => r.statusCode)).toEqual([202, 202]);
    for (const response of held) expect((await decide(response.json<Suggestion>().id, 'reject', { reason: 'Twice' })).statusCode).toBe(200);
  });

  test('a rejected photo leaves nothing behind: no image, no file, no link', async () => {
    const before = await storedFiles();
    const held = (await upload('BISH', 'Weddings')).json<Suggestion>();
    expect(await storedFiles()).toBeGreaterThan(before);
    const rejected = await decide(held.id, 'reject', { reason: 'Not of our family' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'rejected', photo: null });
    expect(await storedFiles()).toBe(before);
    expect((await download(held.photo!.link)).statusCode).toBe(404);
    expect((await imagesOf('Weddings')).map((i) => i.name)).toEqual(['At the wedding']);
  });

  test('an album open to members takes their photo at once; a moderator’s upload never waits', async () => {
    const added = await upload('BISH', 'Our children');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'At the wedding', album: 'Our children', message: 'Image created Successfully !' });
    expect(await imagesOf('Our children')).toHaveLength(1);
    expect((await upload('MODERATOR', 'Weddings')).statusCode).toBe(201);
  });

  test('no photo is held that the pipeline or the rules refuse, and a signed-in visitor may not send one', async () => {
    const waiting = async () => (await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/suggestions/waiting' })).json().count;
    const before = await waiting();
    expect((await upload('BISH', 'Weddings', Buffer.from('not a picture at all'))).statusCode).toBe(415);
    const noAlbum = await upload('BISH', 'No such album');
    expect(noAlbum.statusCode).toBe(400);
    expect(noAlbum.json().fields).toEqual([{ field: 'album', rule: 'missingReference', value: 'No such album' }]);
    expect((await upload('USER', 'Weddings')).statusCode).toBe(403);
    expect(await waiting()).toBe(before);
  });

  test('a photo of a person, proposed from their page, goes to the album chosen with them named in it', async () => {
    const proposal = { resource: 'family-members', recordId: family.ids.salim, kind: 'photo', reason: 'Grandfather at my wedding' };
    const changes = { name: 'Salim in 1990', description: 'At the wedding', album: 'Weddings' };
    const made = await suggestWithPicture(proposal, changes);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ kind: 'photo', recordTitle: 'Salim Ahmad Nasser', changes: { album: 'Weddings' } });
    // A photo comes with its picture; JSON cannot carry one.
    const withoutFile = await t.injectAs('BISH', {
      method: 'POST',
      url: '/api/v1/suggestions',
      payload: { ...proposal, changes },
    });
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json().fields).toEqual([{ field: 'file', rule: 'required' }]);

    const accepted = await decide(made.json().id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const photos = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${family.ids.salim}/photos` })).json<MemberPhotos>();
    expect(photos.map((p) => p.name)).toEqual(['Salim in 1990']);
  });

  test('a newborn suggested with her picture joins the tree with it; a correction carries no picture', async () => {
    const about = { resource: 'family-members', recordId: family.ids.salim };
    const made = await suggestWithPicture({ ...about, kind: 'add-child' }, { name: 'Lina', gender: 'female', birthdate: '20-11-2026' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<Suggestion>().photo).toMatchObject({ width: 40, height: 30 });
    const accepted = await decide(made.json().id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const child = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${accepted.json().resultId}` })).json();
    expect(child).toMatchObject({ name: 'Lina', parentId: family.ids.salim });
    expect((await download(child.userProfileImageLink)).statusCode).toBe(200);

    const refused = await suggestWithPicture({ ...about, kind: 'update' }, { birthPlace: 'Haifa' });
    expect(refused.statusCode).toBe(400);
  });

  test(
    'a photo waiting for a moderator is in a backup with its picture, and waits again after its restore',
    { timeout: 60_000 },
    async () => {
      const held = (await upload('BISH', 'Weddings')).json<Suggestion>();
      const waiting = (await allRows({ db: t.app.db, dialect: t.app.dialect })).suggestions;
      const { file } = await backup(t.config, { out: `${t.config.dataDir}/held.tar.gz` });
      const { place, dispose } = await emptyPlace(db);
      try {
        await restore({ ...t.config, ...place }, file);
        const target = openDatabase(place);
        try {
          expect((await allRows(target)).suggestions).toEqual(waiting);
        } finally {
          await target.db.destroy();
        }
        const { key } = JSON.parse(String(waiting.find((row) => Number(row.id) === held.id)!.photo)) as { key: string };
        expect((await readdir(join(place.dataDir, 'files'), { recursive: true })).some((path) => path.endsWith(key))).toBe(true);
      } finally {
        await dispose();
      }
    },
  );
});
