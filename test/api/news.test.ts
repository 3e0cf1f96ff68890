// Notifications (spec section 7): the multipart create with the spec's field names, the picture
// re-encoded without its EXIF, the list newest first and paged, detail, delete, download and upload.
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody, samplePng } from './helpers/samples.ts';

const ENDPOINT = '/api/v1/notifications';

describeOnDatabases('notifications', (db) => {
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    // A phone photo: camera and place in its EXIF, which must not reach the family.
    photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#a63' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Artist: 'Grandma' } })
      .toBuffer();
  });
  afterAll(async () => t?.close());

  const create = (fields: Record<string, string>, file?: Buffer) =>
    t.injectAs('MODERATOR', {
      method: 'POST',
      url: ENDPOINT,
      ...multipartBody(fields, file && { data: file, name: 'photo.jpg', type: 'image/jpeg' }),
    });

  const notice = async (subject: string, file?: Buffer) => {
    const response = await create(
      { notificationSubject: subject, notificationDescription: `About ${subject}`, notificationcreatedBy: '999' },
      file,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; subject: string; imageLink: string | null; createdBy: number; createdDate: string };
  };

  test("a moderator's multipart create stores the notice, its author from the sign-in and the picture without EXIF", async () => {
    const response = await create(
      { notificationSubject: 'Family day', notificationDescription: 'Friday in the square', notificationcreatedBy: '999' },
      photo,
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ subject: 'Family day', description: 'Friday in the square', createdBy: t.users.MODERATOR.id });
    expect(created.message).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(created.createdDate)).toBeLessThan(60_000);
    const picture = await t.injectAs('ANONYMOUS', { method: 'GET', url: created.imageLink });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta.width).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expect(picture.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  test('a notice without a picture is fine; without a subject or description it is refused and nothing is stored', async () => {
    expect((await notice('No picture')).imageLink).toBeNull();
    const before = await t.app.repositories.ofResource('family-notification').count();
    const incomplete: Array<Record<string, string>> = [
      { notificationDescription: 'text only' },
      { notificationSubject: 'subject only' },
      { notificationSubject: '', notificationDescription: 'x' },
    ];
    for (const fields of incomplete) {
      const response = await create(fields, photo);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().fields[0].field).toMatch(/^(subject|description)$/);
    }
    expect(await t.app.repositories.ofResource('family-notification').count()).toBe(before);
  });

  test('a file that is not a picture is refused with the reason, and leaves no notice', async () => {
    const before = await t.app.repositories.ofResource('family-notification').count();
    const response = await create({ notificationSubject: 'x', notificationDescription: 'y' }, Buffer.from('%PDF-1.4 not a picture'));
    expect(response.statusCode).toBe(415);
    expect(response.json().fields).toEqual([{ field: 'file', rule: 'notAnImage' }]);
    expect(await t.app.repositories.ofResource('family-notification').count()).toBe(before);
  });

  test('the list is newest first, whole or a page at a time with its total', async () => {
    const subjects = ['first', 'second', 'third'].map((s) => `${s}-${Math.random().toString(36).slice(2, 7)}`);
    for (const subject of subjects) {
      await notice(subject);
      // Distinct creation times, so that "newest" means something.
      await new Promise((r) => setTimeout(r, 5));
    }
    const whole = await t.injectAs('BISH', { method: 'GET', url: ENDPOINT });
    expect(whole.statusCode).toBe(200);
    const order = (whole.json() as Array<{ subject: string }>).map((n) => n.subject).filter((s) => subjects.includes(s));
    expect(order).toEqual([...subjects].reverse());

    const page = await t.injectAs('BISH', {
      method: 'GET',
      url: `${ENDPOINT}?sort=${encodeURIComponent('["createdDate","DESC"]')}&range=${encodeURIComponent('[0,1]')}`,
    });
    expect(page.json().map((n: { subject: string }) => n.subject)).toEqual([subjects[2], subjects[1]]);
    expect(page.headers['content-range']).toBe(`family-notification 0-1/${(whole.json() as unknown[]).length}`);
  });

  test('family members read, a plain user and a visitor do not; only moderators write', async () => {
    const { id } = await notice('Who reads');
    expect((await t.injectAs('BISH', { method: 'GET', url: `${ENDPOINT}/${id}` })).json()).toMatchObject({ id, subject: 'Who reads' });
    expect((await t.injectAs('USER', { method: 'GET', url: ENDPOINT })).statusCode).toBe(403);
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: `${ENDPOINT}/${id}` })).statusCode).toBe(401);
    const asBish = await t.injectAs('BISH', {
      method: 'POST',
      url: ENDPOINT,
      ...multipartBody({ notificationSubject: 'x', notificationDescription: 'y' }),
    });
    expect(asBish.statusCode).toBe(403);
    expect((await t.injectAs('BISH', { method: 'DELETE', url: `${ENDPOINT}/${id}` })).statusCode).toBe(403);
    expect((await t.injectAs('USER', { method: 'GET', url: `${ENDPOINT}/${id}/download` })).statusCode).toBe(403);
  });

  test('/{id}/upload gives a notice a new picture; /{id}/download serves it to a reader', async () => {
    const { id, imageLink: oldLink } = await notice('Picture later', photo);
    const replacement = await samplePng();
    const upload = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: `${ENDPOINT}/${id}/upload`,
      ...multipartBody({}, { data: replacement, name: 'new.png', type: 'image/png' }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().message).toBe('Uploaded Successfully !');
    expect(upload.json().imageLink).not.toBe(oldLink);
    const download = await t.injectAs('BISH', { method: 'GET', url: `${ENDPOINT}/${id}/download` });
    expect(download.statusCode).toBe(200);
    // The new picture (40 px wide), not the old one (1200 px).
    expect((await sharp(download.rawPayload).metadata()).width).toBe(40);
  });

  test('delete answers the notice, which is then gone with its picture', async () => {
    const { id, imageLink } = await notice('Going away', photo);
    const deleted = await t.injectAs('MODERATOR', { method: 'DELETE', url: `${ENDPOINT}/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id, subject: 'Going away' });
    expect((await t.injectAs('BISH', { method: 'GET', url: `${ENDPOINT}/${id}` })).statusCode).toBe(404);
    expect((await t.injectAs('BISH', { method: 'GET', url: `${ENDPOINT}/${id}/download` })).statusCode).toBe(404);
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: imageLink! })).statusCode).toBe(404);
  });
});
