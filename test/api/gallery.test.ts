// The album and image calls of spec section 7 as the gallery screens use them: album CRUD and its two
// extra reads, an upload with the spec's multipart fields, the album required and known, photos
// stored without their EXIF and GPS in every size and turned upright, and an album's delete taking
// its images and their files along.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FILE_SIZES } from '../../server/plugins/app/storage.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody } from './helpers/samples.ts';

let counter = 0;
const uniqueName = (base: string) => `${base} ${++counter}`;

describeOnDatabases('gallery', (db) => {
  let t: TestApp;
  // A phone photo: stored landscape (1400x1000) with EXIF orientation 6 ("turn 90° clockwise to view"),
  // the camera's make and a GPS position, all of which must be gone after the upload.
  let phonePhoto: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    // Left half red, right half blue: upright (turned clockwise) the red half is on top.
    const left = await sharp({ create: { width: 700, height: 1000, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    phonePhoto = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#00f' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'SecretCam', Model: 'Phone 12', DateTime: '2021:06:01 10:00:00' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 49/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 0/1 0/1' },
      })
      .toBuffer();
  });
  afterAll(async () => t?.close());

  // The GPS sub-directory's tag (0x8825) in the little-endian EXIF sharp writes.
  const GPS_TAG = Buffer.from([0x25, 0x88]);
  test('the sample photo does carry a turn, a camera and a GPS position', async () => {
    const meta = await sharp(phonePhoto).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes(Buffer.from('SecretCam'))).toBe(true);
    expect(meta.exif?.includes(GPS_TAG)).toBe(true);
  });

  const newAlbum = async (name = uniqueName('Album')) => {
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/albums',
      payload: { name, description: `About ${name}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; name: string; description: string; message: string }>();
  };
  const upload = (fields: Record<string, unknown>, data = phonePhoto) =>
    t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody(fields, { data, name: 'IMG_0001.jpg', type: 'image/jpeg' }),
    });
  const storedFiles = async () => readdir(join(t.config.dataDir, 'files')).catch(() => [] as string[]);

  test('album CRUD: create answers its message, read by id and by name, update, delete; roles are kept', async () => {
    const album = await newAlbum();
    expect(album.message).toBe('Album created Successfully !');
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${album.id}` })).json()).toMatchObject({ name: album.name });
    const byName = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/name/${encodeURIComponent(album.name)}` });
    expect(byName.json()).toMatchObject({ id: album.id, description: album.description });
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums/name/nothing-called-so' })).statusCode).toBe(404);
    const listed = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums' })).json<Array<{ id: number }>>();
    expect(listed.map((a) => a.id)).toContain(album.id);

    const renamed = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/albums/${album.id}`,
      payload: { description: 'New words' },
    });
    expect(renamed.json()).toMatchObject({ id: album.id, description: 'New words' });

    // A family member reads; only a moderator changes; a plain user sees nothing.
    expect((await t.injectAs('BISH', { method: 'POST', url: '/api/v1/albums', payload: { name: 'x', description: 'y' } })).statusCode).toBe(
      403,
    );
    expect((await t.injectAs('BISH', { method: 'DELETE', url: `/api/v1/albums/${album.id}` })).statusCode).toBe(403);
    expect((await t.injectAs('USER', { method: 'GET', url: '/api/v1/albums' })).statusCode).toBe(403);
    // Spec section 5: name and description required.
    const noDescription = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/albums', payload: { name: uniqueName('Album') } });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().fields).toEqual([{ field: 'description', rule: 'required' }]);

    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/albums/${album.id}` })).statusCode).toBe(200);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${album.id}` })).statusCode).toBe(404);
  });

  test("an upload with the spec's fields lands in its album; the uploader is the signed-in user, not the field", async () => {
    const album = await newAlbum();
    const other = await newAlbum();
    const response = await upload({ imageName: 'Grandmother', description: 'At the well', albumOfImage: album.name, imageCeatedBy: '999' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Grandmother',
      description: 'At the well',
      album: album.name,
      createdBy: t.users.MODERATOR.id,
    });
    expect(response.json().message).toBe('Image created Successfully !');
    // `album` is the spec's other spelling of the field.
    expect((await upload({ imageName: 'Uncle', description: 'x', album: other.name })).statusCode).toBe(201);

    const images = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${album.id}/images` });
    expect(images.json<Array<{ name: string }>>().map((i) => i.name)).toEqual(['Grandmother']);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums/987654/images' })).statusCode).toBe(404);
    expect((await t.injectAs('USER', { method: 'GET', url: `/api/v1/albums/${album.id}/images` })).statusCode).toBe(403);
  });

  test('the album is required and must exist; a refused upload leaves no record and no file', async () => {
    const images = t.app.repositories.ofResource('images');
    const before = { count: await images.count(), files: (await storedFiles()).length };
    const noAlbum = await upload({ imageName: 'Lost', description: 'x' });
    expect(noAlbum.statusCode).toBe(400);
    expect(noAlbum.json().fields).toEqual([{ field: 'album', rule: 'required' }]);
    const emptyAlbum = await upload({ imageName: 'Lost', description: 'x', albumOfImage: '' });
    expect(emptyAlbum.statusCode).toBe(400);
    const unknown = await upload({ imageName: 'Lost', description: 'x', albumOfImage: 'No such album' });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(unknown.json().message).toBeTruthy();
    expect(await images.count()).toBe(before.count);
    expect((await storedFiles()).length).toBe(before.files);
  });

  test('the download returns the photo upright, and no stored size keeps its EXIF or GPS', async () => {
    const album = await newAlbum();
    const image = (await upload({ imageName: 'Wedding', description: 'x', albumOfImage: album.name })).json<{
      id: number;
      imageLink: string;
    }>();
    // Upright it is 1000 wide: the WebP copies narrower than that are made, the 1280 and 2048 ones are not.
    expect(image).toMatchObject({
      width: 1000,
      height: 1400,
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      takenAt: '2021-06-01T10:00:00',
    });
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/images/${image.id}/download?size=w1280` })).statusCode).toBe(404);
    for (const size of FILE_SIZES.filter((s) => !['w1280', 'w2048'].includes(s))) {
      const response = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/images/${image.id}/download?size=${size}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(size.startsWith('w') ? 'image/webp' : 'image/jpeg');
      const stored = sharp(response.rawPayload);
      const meta = await stored.metadata();
      expect(meta.exif, size).toBeUndefined();
      expect(meta.orientation ?? 1, size).toBe(1);
      for (const secret of ['SecretCam', 'Phone 12', 'GPS'])
        expect(response.rawPayload.includes(Buffer.from(secret)), `${size} ${secret}`).toBe(false);
      if (size === 'full') expect([meta.width, meta.height]).toEqual([1000, 1400]);
      if (size.startsWith('w')) expect(meta.width).toBe(Number(size.slice(1)));
      // Upright: the red half of the stored landscape is now at the top.
      const { data, info } = await stored.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      const [top, bottom] = [pixel(info.width >> 1, 5), pixel(info.width >> 1, info.height - 5)];
      expect(top[0], `${size} top is red`).toBeGreaterThan(200);
      expect(bottom[2], `${size} bottom is blue`).toBeGreaterThan(200);
    }
  });

  test('deleting an album deletes its images, keeps their files for a restore from the history, and leaves other albums alone', async () => {
    const album = await newAlbum();
    const kept = await newAlbum();
    const filesBefore = new Set(await storedFiles());
    for (const name of ['One', 'Two'])
      expect((await upload({ imageName: name, description: 'x', albumOfImage: album.name })).statusCode).toBe(201);
    const keptImage = (await upload({ imageName: 'Stays', description: 'x', albumOfImage: kept.name })).json<{ id: number }>();
    const added = (await storedFiles()).filter((f) => !filesBefore.has(f));
    // Each photo (upright 1000 px wide) is stored as full, thumbnail and WebP copies 320 and 640 px wide.
    expect(added.length).toBe(3 * 4);

    const images = t.app.repositories.ofResource('images');
    const deletedIds = (await images.where('album', album.name)).map((image) => image.id);
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/albums/${album.id}` })).statusCode).toBe(200);
    expect(await images.where('album', album.name)).toEqual([]);
    for (const id of deletedIds)
      expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/images/${id}/download` })).statusCode).toBe(404);
    // The files stay on disk, served to no one, so that an admin can restore the album with its photos.
    expect((await storedFiles()).filter((f) => !filesBefore.has(f))).toEqual(added);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/images/${keptImage.id}/download` })).statusCode).toBe(200);
  });

  const photoTakenOn = (date: string | null) => {
    const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } }).jpeg();
    return (date ? image.withExif({ IFD0: { DateTime: date } }) : image).toBuffer();
  };

  test('an album lists its photos in the order they were taken, then those without a date in the order of upload', async () => {
    const album = await newAlbum();
    const photos: Array<[string, string | null]> = [
      ['Undated first', null],
      ['Summer 2019', '2019:07:15 18:30:00'],
      ['Spring 2003', '2003:04:02 09:00:00'],
      ['Undated second', null],
      ['Winter 2019', '2019:01:20 12:00:00'],
    ];
    for (const [name, date] of photos)
      expect((await upload({ imageName: name, description: 'x', albumOfImage: album.name }, await photoTakenOn(date))).statusCode).toBe(
        201,
      );
    const listed = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${album.id}/images` })).json<
      Array<{ name: string; takenAt: string | null }>
    >();
    expect(listed.map((i) => i.name)).toEqual(['Spring 2003', 'Winter 2019', 'Summer 2019', 'Undated first', 'Undated second']);
    expect(listed[0].takenAt).toBe('2003-04-02T09:00:00');
  });

  test("a moderator sets an album's cover to one of its images; an image of another album is refused", async () => {
    const album = await newAlbum();
    const other = await newAlbum();
    const own = (await upload({ imageName: 'Own', description: 'x', albumOfImage: album.name })).json<{ id: number }>();
    const foreign = (await upload({ imageName: 'Foreign', description: 'x', albumOfImage: other.name })).json<{ id: number }>();
    const set = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/albums/${album.id}/cover`,
      payload: { coverImageId: own.id },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${album.id}` })).json().coverImageId).toBe(own.id);
    // Not through the album's own PUT, which would not check where the image belongs.
    const generic = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/albums/${album.id}`,
      payload: { coverImageId: foreign.id },
    });
    expect(generic.json().coverImageId).toBe(own.id);
    const refused = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/albums/${album.id}/cover`,
      payload: { coverImageId: foreign.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'coverImageId', rule: 'coverOfAlbum' }]);
    expect(
      (await t.injectAs('BISH', { method: 'PUT', url: `/api/v1/albums/${album.id}/cover`, payload: { coverImageId: own.id } })).statusCode,
    ).toBe(403);
    // Deleting the cover image leaves the album without one.
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/images/${own.id}` })).statusCode).toBe(200);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${album.id}` })).json().coverImageId).toBeNull();
  });
});
