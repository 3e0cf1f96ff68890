// The photo pipeline on a profile picture as a phone sends it: turned upright from EXIF, every
// metadata block gone, a square thumbnail for lists and the larger picture for the detail.
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody } from './helpers/samples.ts';

// Stored landscape, 600 × 300, with orientation 6: the camera was turned, the photo is a 300 × 600 portrait.
const sideways = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: '#a53' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 46/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describeOnDatabases('profile pictures', (db) => {
  let t: TestApp;
  let link: string;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const photo = await sideways();
    const meta = await sharp(photo).metadata();
    // The sample really is what a phone sends: rotated by its EXIF, with camera data.
    expect([meta.orientation, meta.width, meta.height]).toEqual([6, 600, 300]);
    expect(photo.includes(Buffer.from('SecretCam'))).toBe(true);
    const member = await t.app.repositories.members.create({ name: 'سالم' });
    const upload = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${member.id}/upload`,
      ...multipartBody({}, { data: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    link = upload.json().userProfileImageLink;
  });
  afterAll(async () => t?.close());

  const download = async (size: 'full' | 'thumb') => {
    const response = await t.injectAs('BISH', { method: 'GET', url: `${link}&size=${size}` });
    expect(response.statusCode).toBe(200);
    return { data: response.rawPayload, meta: await sharp(response.rawPayload).metadata() };
  };

  test('the detail picture is upright: width and height swapped, no orientation left to apply', async () => {
    const { meta } = await download('full');
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 600, undefined]);
  });

  test('the list thumbnail is a 320 px square', async () => {
    const { meta } = await download('thumb');
    expect([meta.width, meta.height]).toEqual([320, 320]);
  });

  test.each(['full', 'thumb'] as const)('%s carries no EXIF, GPS, XMP, IPTC or ICC block', async (size) => {
    const { data, meta } = await download(size);
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(data.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(data.includes(Buffer.from('Exif'))).toBe(false);
  });

  test.each([
    [
      'PNG',
      () =>
        sharp({ create: { width: 50, height: 80, channels: 4, background: '#0a06' } })
          .png()
          .toBuffer(),
      'image/png',
    ],
    [
      'WebP',
      () =>
        sharp({ create: { width: 80, height: 50, channels: 3, background: '#06a' } })
          .webp()
          .toBuffer(),
      'image/jpeg',
    ],
  ])('a %s photo is accepted', async (_format, make, stored) => {
    const member = await t.app.repositories.members.create({ name: 'ليلى' });
    const upload = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${member.id}/upload`,
      ...multipartBody({}, { data: await make() }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const thumb = await t.injectAs('BISH', { method: 'GET', url: `${upload.json().userProfileImageLink}&size=thumb` });
    expect(thumb.headers['content-type']).toBe(stored);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 320]);
  });
});
