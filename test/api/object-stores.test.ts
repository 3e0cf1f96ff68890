// The two object stores keep the same promises behind their one interface: one contract, run against a folder
// and against a bucket of a local S3-compatible server.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { bucketPlace } from '../../server/config.ts';
import { openObjectStore, type ObjectStore } from '../../server/plugins/app/object-store.ts';
import { BUCKET, startS3Server, type S3Server } from '../support/s3-server.ts';

describe.each(['disk', 's3'] as const)('the object store on %s', (kind) => {
  let folder: string;
  let s3: S3Server | undefined;
  let store: ObjectStore;
  /** Another store beside it: another folder, or another prefix of the same bucket. */
  let neighbour: ObjectStore;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'object-store-'));
    if (kind === 's3') {
      s3 = await startS3Server();
      for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
    }
    const open = (place: string) =>
      openObjectStore({ dataDir: join(folder, place), bucket: s3 && bucketPlace(`s3://${BUCKET}/${place}`, s3.env) });
    store = open('portal');
    neighbour = open('portal-two');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await s3?.close();
    await rm(folder, { recursive: true, force: true });
  });

  test('an object put is read back whole and replaced whole by the next put of its name', async () => {
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await store.put('photo.jpg', data);
    expect((await store.get('photo.jpg'))?.equals(data)).toBe(true);
    await store.put('photo.jpg', Buffer.from('second'));
    expect((await store.get('photo.jpg'))?.toString()).toBe('second');
  });

  test('a name nothing was put under reads as none, and deleting it is no error', async () => {
    expect(await store.get('never.jpg')).toBeUndefined();
    await expect(store.delete('never.jpg')).resolves.toBeUndefined();
  });

  test("the listing has every name, with / between folders, sorted, and no other store's", async () => {
    await store.put('b.png', Buffer.from('b'));
    await store.put('album/a.png', Buffer.from('a'));
    await neighbour.put('elsewhere.png', Buffer.from('x'));
    expect(await store.list()).toEqual(['album/a.png', 'b.png', 'photo.jpg']);
    expect(await neighbour.list()).toEqual(['elsewhere.png']);
  });

  test('a file moved in is the object, streamed back whole, and listed with its size; the file is gone', async () => {
    const data = Buffer.from(Array.from({ length: 90_000 }, (_, i) => (i * 7) % 256));
    const file = join(folder, 'archive.tar.gz');
    await writeFile(file, data);
    await store.moveIn('backups/archive.tar.gz', file);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
    const stream = await store.open('backups/archive.tar.gz');
    expect(Buffer.concat(await Array.fromAsync(stream!)).equals(data)).toBe(true);
    expect(await store.open('backups/never.tar.gz')).toBeUndefined();
    const info = (await store.inventory()).find((o) => o.name === 'backups/archive.tar.gz');
    expect(info?.bytes).toBe(data.length);
    expect(Math.abs(info!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await store.inventory()).map((o) => o.name)).toEqual(await store.list());
    await store.delete('backups/archive.tar.gz');
  });

  test('it can be reached; one that cannot says so', async () => {
    expect(await store.reachable()).toBe(true);
    // On disk: a folder under a file, which cannot be made.
    const gone = openObjectStore({
      dataDir: join(folder, 'portal', 'files', 'photo.jpg'),
      bucket: s3 && bucketPlace('s3://no-such-bucket/portal', s3.env),
    });
    expect(await gone.reachable()).toBe(false);
  });

  test('a deleted object is gone from reads and from the listing', async () => {
    await store.delete('b.png');
    expect(await store.get('b.png')).toBeUndefined();
    expect(await store.list()).not.toContain('b.png');
  });
});

test('the store on disk refuses a name that would leave its folder', async () => {
  const store = openObjectStore({ dataDir: join(tmpdir(), 'never-written') });
  await expect(store.put('../secret', Buffer.from('x'))).rejects.toThrow(/not a file name/);
  await expect(store.get('/etc/passwd')).rejects.toThrow(/not a file name/);
});
