// Images: multipart create with the spec's field names, content sniffing, metadata stripping,
// thumbnails, and the signed links that let <img src> download without a Bearer header.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activeAccount, call, signin, type Account } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody } from './helpers/samples.ts';

describeOnDatabases('files', (db) => {
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ db, config: { maxUploadMb: 1 } });
    await t.app.repositories.ofResource('albums').create({ name: 'Family', description: 'all of us' });
    // A photo with EXIF (camera data) that must not survive the upload.
    photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Artist: 'Someone' } })
      .toBuffer();
  });
  afterAll(async () => t?.close());

  async function uploadImage(): Promise<{ id: number; imageLink: string }> {
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody(
        { imageName: 'Grandfather', description: 'in 1970', albumOfImage: 'Family', imageCeatedBy: '1' },
        { data: photo, name: 'g.jpg', type: 'image/jpeg' },
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  test('a multipart create stores the image and answers a signed link', async () => {
    const image = await uploadImage();
    expect(image).toMatchObject({ name: 'Grandfather', album: 'Family', createdBy: t.users.MODERATOR.id, message: expect.any(String) });
    expect(image.imageLink).toMatch(new RegExp(`^/api/v1/images/${image.id}/download\\?v=.+&exp=\\d+&sig=.+$`));
  });

  test('the signed link downloads without a token; the file is re-encoded without metadata', async () => {
    const image = await uploadImage();
    const response = await t.injectAs('ANONYMOUS', { method: 'GET', url: image.imageLink });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.width).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expect(response.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    const thumb = await t.injectAs('ANONYMOUS', { method: 'GET', url: `${image.imageLink}&size=thumb` });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
  });

  test('without a signature a download needs a token of a reader', async () => {
    const image = await uploadImage();
    const bare = `/api/v1/images/${image.id}/download`;
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: bare })).statusCode).toBe(401);
    expect((await t.injectAs('USER', { method: 'GET', url: bare })).statusCode).toBe(403);
    expect((await t.injectAs('BISH', { method: 'GET', url: bare })).statusCode).toBe(200);
    const forged = image.imageLink.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: forged })).statusCode).toBe(401);
    const otherRecord = image.imageLink.replace(`/images/${image.id}/`, `/images/${image.id + 1000}/`);
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: otherRecord })).statusCode).toBe(401);
    const expired = image.imageLink.replace(/exp=\d+/, 'exp=1000');
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: expired })).statusCode).toBe(401);
  });

  describe('a signed link ends with the session it was given in', () => {
    /** A family member's session, with a link to the image as that member received it. */
    async function memberWithLink(): Promise<{ account: Account; link: string }> {
      const image = await uploadImage();
      const account = await activeAccount(t);
      await t.injectAs('ADMIN', {
        method: 'POST',
        url: `/api/auth/users/${account.username}/setauthentication`,
        payload: { roles: ['ROLE_USER', 'ROLE_BISH'] },
      });
      const token = (await signin(t, account.username, account.password)).json().accessToken;
      const seen = await call(t, { method: 'GET', url: `/api/v1/images/${image.id}` }, token);
      expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: seen.json().imageLink })).statusCode).toBe(200);
      return { account: { ...account, token }, link: seen.json().imageLink };
    }

    test('after a logout', async () => {
      const { account, link } = await memberWithLink();
      await call(t, { method: 'POST', url: '/api/auth/users/logout' }, account.token);
      expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: link })).statusCode).toBe(401);
    });

    test('after a demotion', async () => {
      const { account, link } = await memberWithLink();
      await t.injectAs('ADMIN', {
        method: 'POST',
        url: `/api/auth/users/${account.username}/setauthentication`,
        payload: { roles: ['ROLE_USER'] },
      });
      expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: link })).statusCode).toBe(401);
    });

    test('after the account is disabled', async () => {
      const { account, link } = await memberWithLink();
      await t.injectAs('ADMIN', { method: 'POST', url: `/api/auth/users/disable/${account.username}` });
      expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: link })).statusCode).toBe(401);
    });
  });

  test('a file that is not an image is refused and leaves no record', async () => {
    const images = t.app.repositories.ofResource('images');
    const before = await images.count();
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody(
        { imageName: 'x', description: 'x', album: 'Family' },
        { data: Buffer.from('%PDF-1.4 not an image'), name: 'x.jpg', type: 'image/jpeg' },
      ),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().fields).toEqual([{ field: 'file', rule: 'notAnImage' }]);
    expect(await images.count()).toBe(before);
  });

  test('multipart fields are validated like JSON', async () => {
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody({ imageName: '', description: 'x', album: 'Family' }, { data: photo }),
    });
    expect(response.statusCode).toBe(400);
    // An empty name is a missing one, said as the form says it.
    expect(response.json().fields).toEqual([{ field: 'name', rule: 'required' }]);
  });

  test('a notification is created from multipart with its aliases, or from JSON without a file', async () => {
    const withFile = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/notifications',
      ...multipartBody(
        { notificationSubject: 'Wedding', notificationDescription: 'Saturday', notificationcreatedBy: '77' },
        { data: photo },
      ),
    });
    expect(withFile.statusCode, withFile.body).toBe(201);
    expect(withFile.json()).toMatchObject({ subject: 'Wedding', description: 'Saturday', createdBy: t.users.MODERATOR.id });
    expect(withFile.json().imageLink).toMatch(/download\?/);
    const plain = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/notifications',
      payload: { subject: 'News', description: 'text' },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().imageLink).toBeNull();
    const none = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/notifications/${plain.json().id}/download` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/has no file/);
    expect(plain.json().createdDate).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test('a member profile picture is uploaded, replaced and served', async () => {
    const member = await t.app.repositories.members.create({ name: 'Salem' });
    const upload = async () =>
      (
        await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/members/${member.id}/upload`, ...multipartBody({}, { data: photo }) })
      ).json();
    const first = await upload();
    expect(first.message).toBe('Uploaded Successfully !');
    const second = await upload();
    expect(second.userProfileImageLink).not.toBe(first.userProfileImageLink);
    const current = await t.injectAs('ANONYMOUS', { method: 'GET', url: second.userProfileImageLink });
    expect(current.statusCode).toBe(200);
    // A link given out before the replacement still works and shows the new picture.
    const older = await t.injectAs('ANONYMOUS', { method: 'GET', url: first.userProfileImageLink });
    expect(older.rawPayload.equals(current.rawPayload)).toBe(true);
  });

  test('deleting an album deletes its images and their files', async () => {
    await t.app.repositories.ofResource('albums').create({ name: 'Old', description: 'to go' });
    const created = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody({ imageName: 'x', description: 'x', album: 'Old' }, { data: photo }),
    });
    const album = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums/name/Old' })).json();
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/albums/${album.id}` })).statusCode).toBe(200);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/images/${created.json().id}` })).statusCode).toBe(404);
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: created.json().imageLink })).statusCode).toBe(404);
  });

  test('an upload over the size limit is a 413 and leaves no record', async () => {
    const images = t.app.repositories.ofResource('images');
    const before = await images.count();
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/images',
      ...multipartBody({ imageName: 'big', description: 'x', album: 'Family' }, { data: Buffer.alloc(1.5 * 1024 * 1024, 7) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBeTruthy();
    expect(await images.count()).toBe(before);
  });

  test('multipart is refused where no file is taken', async () => {
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/albums',
      ...multipartBody({ name: 'x', description: 'y' }),
    });
    expect(response.statusCode).toBe(415);
  });
});
