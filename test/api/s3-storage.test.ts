// Two portal instances on one PostgreSQL database and one S3 bucket, each with its own data folder, as they run
// behind a proxy: a photo uploaded through one is served by the other in every size, a deleted one stays in
// the bucket for the undo and leaves it when erased, a backup carries the bucket's files into another store,
// and the backups kept in the bucket (BACKUP_URL) are the same through both.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Change } from '../../common/generated/api.ts';
import { buildApp } from '../../server/app.ts';
import { bucketPlace } from '../../server/config.ts';
import { backup } from '../../server/features/backups/backup.ts';
import { restore } from '../../server/features/backups/restore.ts';
import { openObjectStore } from '../../server/plugins/app/object-store.ts';
import { FILE_SIZES } from '../../server/plugins/app/storage.ts';
import { BUCKET, startS3Server, type S3Server } from '../support/s3-server.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { DATABASES } from './helpers/databases.ts';
import { multipartBody } from './helpers/samples.ts';

describe.skipIf(!DATABASES.includes('postgres'))('photos in S3 shared by two instances on one PostgreSQL database', () => {
  let s3: S3Server;
  let t: TestApp;
  let other: FastifyInstance;
  let otherDir: string;
  const folders: string[] = [];
  const bucketFiles = () => openObjectStore(t.config).list();

  beforeAll(async () => {
    s3 = await startS3Server();
    for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
    const run = randomBytes(4).toString('hex');
    const bucket = bucketPlace(`s3://${BUCKET}/portal-${run}`, s3.env);
    const backupBucket = bucketPlace(`s3://${BUCKET}/backups-${run}`, s3.env);
    t = await buildTestApp({ db: 'postgres', config: { bucket, backupBucket, jwtSecret: randomBytes(32).toString('hex') } });
    otherDir = await mkdtemp(join(tmpdir(), 'portal-other-'));
    folders.push(otherDir);
    other = await buildApp({ ...t.config, dataDir: otherDir });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await s3?.close();
    vi.unstubAllEnvs();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  const asAdmin = (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${t.tokens.ADMIN}` } });

  /** A member with a photo large enough for the page widths, uploaded through the first instance; its signed link. */
  async function memberWithPhoto(): Promise<{ id: number; link: string }> {
    const member = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload: { name: 'سعاد' } });
    expect(member.statusCode, member.body).toBe(201);
    const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer();
    const { id } = member.json();
    const upload = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${id}/upload`,
      ...multipartBody({}, { data: photo, name: 'suad.jpg', type: 'image/jpeg' }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const record = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${id}` });
    return { id, link: record.json().userProfileImageLink };
  }
  const download = (app: FastifyInstance, link: string, size: string) => app.inject({ method: 'GET', url: `${link}&size=${size}` });

  test('a photo uploaded through one instance is downloaded through the other in every size, by the same signed link', async () => {
    const before = await bucketFiles();
    const { link } = await memberWithPhoto();
    // The picture, its thumbnail and the page widths below its own, all in the bucket.
    expect((await bucketFiles()).length - before.length).toBe(5);
    for (const size of FILE_SIZES) {
      const [here, there] = [await download(t.app, link, size), await download(other, link, size)];
      expect(there.statusCode, size).toBe(here.statusCode);
      expect(there.rawPayload.equals(here.rawPayload), size).toBe(true);
      expect(there.headers['content-type']).toBe(here.headers['content-type']);
    }
    expect((await download(other, link, 'w1280')).statusCode).toBe(200);
    // Nothing was written to the data folders: the bytes came from the bucket.
    for (const dir of [t.config.dataDir, otherDir]) expect(await readdir(join(dir, 'files')).catch(() => [])).toEqual([]);
    // The other instance checks the link and the reader's role as the first would.
    const unsigned = link.replace(/&sig=[^&]+/, '&sig=forged');
    expect((await other.inject({ method: 'GET', url: unsigned })).statusCode).toBe(401);
  });

  test('a deleted photo stays in the bucket for the undo, and leaves it when the admin erases it', async () => {
    const before = await bucketFiles();
    const { id, link } = await memberWithPhoto();
    const withPhoto = await bucketFiles();
    const removed = await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await bucketFiles()).toEqual(withPhoto);

    const deletion = async (): Promise<Change> =>
      (await asAdmin(t.app, 'GET', `/api/v1/changes?resource=family-members&recordId=${id}`)).json().changes[0];
    const undone = await asAdmin(other, 'POST', `/api/v1/changes/${(await deletion()).id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    const restored = await other.inject({
      method: 'GET',
      url: `/api/v1/members/${id}`,
      headers: { authorization: `Bearer ${t.tokens.BISH}` },
    });
    const picture = await download(other, restored.json().userProfileImageLink, 'full');
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals((await download(t.app, link, 'full')).rawPayload)).toBe(true);

    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${id}` })).statusCode).toBe(200);
    const erased = await asAdmin(other, 'POST', `/api/v1/changes/${(await deletion()).id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await bucketFiles()).toEqual(before);
  });

  test("a backup holds the bucket's files, and a restore puts them into the configured store, refusing a used one", async () => {
    await memberWithPhoto();
    const files = await bucketFiles();
    const { file, manifest } = await backup(t.config, { out: join(t.config.dataDir, 'with-s3.tar.gz') });
    expect(manifest.files.map((f) => f.path)).toEqual(files);

    const dataDir = await mkdtemp(join(tmpdir(), 'portal-restored-'));
    folders.push(dataDir);
    const place = {
      ...t.config,
      dataDir,
      databaseUrl: undefined,
      bucket: bucketPlace(`s3://${BUCKET}/restored-${randomBytes(4).toString('hex')}`, s3.env),
    };
    const report = await restore(place, file);
    expect(report.files).toBe(files.length);
    const restored = openObjectStore(place);
    const source = openObjectStore(t.config);
    expect(await restored.list()).toEqual(files);
    for (const name of files) expect((await restored.get(name))!.equals((await source.get(name))!), name).toBe(true);

    await expect(restore({ ...place, dataDir: await mkdtemp(join(tmpdir(), 'portal-again-')) }, file)).rejects.toThrow(
      /s3:\/\/.*restored-.* is not empty/,
    );
  });

  test('a backup taken through one instance is listed and downloaded through the other, byte for byte; no data folder keeps it', async () => {
    const made = await asAdmin(t.app, 'POST', '/api/v1/backups');
    expect(made.statusCode, made.body).toBe(201);
    const { name, bytes } = made.json();
    const listed = await asAdmin(other, 'GET', '/api/v1/backups');
    expect(listed.json()).toContainEqual(expect.objectContaining({ name, bytes }));
    const [here, there] = [await asAdmin(t.app, 'GET', `/api/v1/backups/${name}`), await asAdmin(other, 'GET', `/api/v1/backups/${name}`)];
    expect(there.statusCode).toBe(200);
    expect(there.rawPayload.length).toBe(bytes);
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
    for (const dataDir of [t.config.dataDir, otherDir])
      expect(await readdir(join(dataDir, 'backups')).catch(() => []), dataDir).toEqual([]);
  });

  test('health says the bucket answers; an instance whose bucket is gone is taken out of the proxy’s turn', async () => {
    for (const app of [t.app, other]) {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok', database: 'ok', storage: 'ok' }]);
    }
    const orphan = await buildApp({ ...t.config, dataDir: otherDir, bucket: bucketPlace('s3://no-such-bucket', s3.env) });
    try {
      const health = await orphan.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, health.json()]).toEqual([503, { status: 'unavailable', database: 'ok', storage: 'unreachable' }]);
    } finally {
      await orphan.close();
    }
  });
});
