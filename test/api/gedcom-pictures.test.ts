// A GEDZIP archive (.gdz) comes in with its pictures: each member's picture goes through the photo
// pipeline (upright, no EXIF), a picture the archive lacks or that is no image is a problem and stays out,
// a zip bomb is refused, and a failed import leaves no file behind.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody, samplePng } from './helpers/samples.ts';

// A phone's photo: stored 600 × 300 with orientation 6 (a 300 × 600 portrait), camera data in its EXIF.
const phonePhoto = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: '#a53' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A GEDCOM 7.0 file: Adam and his children Bilal, Dana and Eli, each child's picture at the path given (none when null). */
function gedcom7(pictures: Record<'I2' | 'I3' | 'I4', string | null>): string {
  const child = (xref: keyof typeof pictures, name: string) => [
    `0 @${xref}@ INDI`,
    `1 NAME ${name} /Amir/`,
    ...(pictures[xref] ? [`1 OBJE @O${xref}@`] : []),
    '1 FAMC @F1@',
  ];
  const media = Object.entries(pictures).flatMap(([xref, path]) =>
    path ? [`0 @O${xref}@ OBJE`, `1 FILE ${path}`, '2 FORM image/jpeg'] : [],
  );
  return [
    '0 HEAD',
    '1 GEDC',
    '2 VERS 7.0',
    '0 @I1@ INDI',
    '1 NAME Adam /Amir/',
    '1 SEX M',
    '1 FAMS @F1@',
    ...child('I2', 'Bilal'),
    ...child('I3', 'Dana'),
    ...child('I4', 'Eli'),
    '0 @F1@ FAM',
    '1 HUSB @I1@',
    '1 CHIL @I2@',
    '1 CHIL @I3@',
    '1 CHIL @I4@',
    ...media,
    '0 TRLR',
    '',
  ].join('\n');
}

const gedzip = (ged: string, media: Zippable = {}): Buffer =>
  Buffer.from(zipSync({ 'gedcom.ged': new TextEncoder().encode(ged), ...media }));

/**
 * A zip whose picture says it unpacks to 1 KB and unpacks to 60 MB: its sizes rewritten in the local
 * header (offset 22) and the central directory (offset 24), as a hand-made bomb would have them.
 */
function lyingBomb(): Buffer {
  const bytes = gedzip(gedcom7({ I2: 'media/bomb.jpg', I3: null, I4: null }), { 'media/bomb.jpg': new Uint8Array(60 * 1024 * 1024) });
  const name = Buffer.from('media/bomb.jpg');
  for (let at = bytes.indexOf(name); at >= 0; at = bytes.indexOf(name, at + 1)) {
    if (at >= 30 && bytes.readUInt32LE(at - 30) === 0x04034b50) bytes.writeUInt32LE(1024, at - 30 + 22);
    if (at >= 46 && bytes.readUInt32LE(at - 46) === 0x02014b50) bytes.writeUInt32LE(1024, at - 46 + 24);
  }
  return bytes;
}

describeOnDatabases('GEDCOM pictures', (db) => {
  let source: TestApp;
  let t: TestApp;
  beforeAll(async () => {
    [source, t] = await Promise.all([buildTestApp({ db }), buildTestApp({ db })]);
  });
  afterAll(async () => Promise.all([source?.close(), t?.close()]));

  const send = (call: 'preview' | 'import', data: Buffer, fields: Record<string, unknown> = {}) =>
    t.injectAs('ADMIN', {
      method: 'POST',
      url: `/api/v1/gedcom/${call}`,
      ...multipartBody(fields, { data, name: 'family.upload', type: 'application/octet-stream' }),
    });
  const storedFiles = async () => (await readdir(join(t.config.dataDir, 'files')).catch(() => [] as string[])).length;
  const counts = async () => ({ members: await t.app.repositories.members.count(), files: await storedFiles() });
  const memberNamed = async (name: string) =>
    (await t.app.repositories.members.list({ sort: { field: 'id', order: 'DESC' }, filter: { name } })).records[0];
  /** The member's picture as a signed-in relative downloads it. */
  const picture = async (name: string) => {
    const member = (await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/members/${(await memberNamed(name)).id}` })).json();
    if (!member.userProfileImageLink) return null;
    const response = await t.injectAs('BISH', { method: 'GET', url: `${member.userProfileImageLink}&size=full` });
    expect(response.statusCode).toBe(200);
    return { type: response.headers['content-type'], data: response.rawPayload, meta: await sharp(response.rawPayload).metadata() };
  };

  test('a family exported as .gdz starts an empty portal with its profile pictures', async () => {
    const members = source.app.repositories.members;
    const root = await members.create({ name: 'سليم', familyName: 'الحداد', gender: 'male' });
    const withPicture = await members.create({ name: 'هدى', familyName: 'الحداد', gender: 'female', parentId: root.id });
    await members.create({ name: 'كريم', familyName: 'الحداد', gender: 'male', parentId: root.id });
    const upload = await source.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${withPicture.id}/upload`,
      ...multipartBody({}, { data: await samplePng() }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const archive = await source.injectAs('ADMIN', { method: 'GET', url: '/api/v1/gedcom/export?format=gdz' });
    expect(archive.statusCode).toBe(200);

    const preview = await send('preview', archive.rawPayload);
    expect(preview.json()).toMatchObject({ people: 3, pictures: 1, problems: { count: 0 } });
    expect(await storedFiles()).toBe(0);
    const imported = await send('import', archive.rawPayload);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ members: 3, pictures: 1 });
    expect((await picture('هدى'))?.meta).toMatchObject({ width: 40, height: 30 });
    expect(await picture('كريم')).toBeNull();
  });

  test('a picture with camera data comes in upright and without it; a missing one or one that is no image is a problem', async () => {
    const archive = gedzip(gedcom7({ I2: 'media/bilal%20photo.jpg', I3: 'media/dana.jpg', I4: 'media/eli.jpg' }), {
      'media/bilal photo.jpg': await phonePhoto(),
      'media/eli.jpg': new TextEncoder().encode('not a picture at all'),
    });
    const root = await memberNamed('سليم');
    const preview = (await send('preview', archive, { underId: root.id })).json();
    expect(preview).toMatchObject({ people: 4, pictures: 1 });
    expect(preview.problems.list).toEqual([
      { code: 'pictureMissing', who: 'Dana Amir (@I3@)', path: 'media/dana.jpg' },
      { code: 'pictureUnreadable', who: 'Eli Amir (@I4@)', path: 'media/eli.jpg' },
    ]);
    const before = await counts();
    const imported = await send('import', archive, { underId: root.id });
    expect(imported.json()).toMatchObject({ members: 4, pictures: 1 });
    expect((await counts()).members).toBe(before.members + 4);
    const bilal = (await picture('Bilal'))!;
    expect([bilal.meta.width, bilal.meta.height, bilal.meta.orientation, bilal.meta.exif]).toEqual([300, 600, undefined, undefined]);
    expect(bilal.data.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(await picture('Dana')).toBeNull();
    expect(await picture('Eli')).toBeNull();
  });

  test('a plain GEDCOM file’s pictures are paths on another disk: a problem each, the people come in', async () => {
    const ged = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '1 NAME Nour /Haddad/',
      '1 OBJE',
      '2 FILE C:\\Photos\\nour.jpg',
      '3 FORM jpeg',
      '0 TRLR',
      '',
    ].join('\n');
    const preview = (await send('preview', Buffer.from(ged), { underId: (await memberNamed('سليم')).id })).json();
    expect(preview).toMatchObject({ people: 1, pictures: 0 });
    expect(preview.problems.list).toEqual([{ code: 'pictureOutside', who: 'Nour Haddad (@I1@)', path: 'C:\\Photos\\nour.jpg' }]);
  });

  test.each([
    [
      'a picture over the cap',
      () => gedzip(gedcom7({ I2: 'media/big.jpg', I3: null, I4: null }), { 'media/big.jpg': new Uint8Array(20 * 1024 * 1024) }),
      /media\/big\.jpg over 15 MB/,
    ],
    ['a picture that lies about its size', lyingBomb, /media\/bomb\.jpg over 15 MB/],
    ['a gedcom.ged of 90 MB', () => gedzip(`0 HEAD\n${' '.repeat(90 * 1024 * 1024)}\n0 TRLR\n`), /gedcom\.ged over 80 MB/],
  ])('%s is refused with a 400 and writes nothing', async (_case, make, message) => {
    const archive = make();
    expect(archive.length).toBeLessThan(1024 * 1024);
    const before = await counts();
    for (const call of ['preview', 'import'] as const) {
      // Added anew (not linked to the family already imported), so that every picture is read.
      const response = await send(call, archive, { underId: (await memberNamed('سليم')).id, matching: 'none' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/GEDZIP archive too large once unpacked/);
      expect(response.json().message).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  test('an import that fails leaves no picture file behind', async () => {
    const archive = gedzip(gedcom7({ I2: 'media/b.png', I3: 'media/d.png', I4: null }), {
      'media/b.png': await samplePng(),
      'media/d.png': await samplePng(),
    });
    const before = await counts();
    // The pictures are stored before the rows are written; the member to join under is found missing then.
    const response = await send('import', archive, { underId: 999999 });
    expect(response.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
