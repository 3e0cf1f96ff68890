// `npm run move-files`, as an operator runs it: the uploaded files copied from DATA_DIR/files into a bucket and
// back, each proven by its checksum, the counts printed, and a second run finishing what the first left.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { bucketPlace } from '../../server/config.ts';
import { openObjectStore, type ObjectStore } from '../../server/plugins/app/object-store.ts';
import { BUCKET, startS3Server, type S3Server } from '../support/s3-server.ts';
import { ROOT } from '../support/server-process.ts';

let s3: S3Server;
const folders: string[] = [];
const newDataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'portal-move-files-'));
  folders.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startS3Server();
  // For the stores this test opens to look; the command gets the same variables from its environment.
  for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3?.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const moveFiles = async (env: Record<string, string>, to: string) =>
  (
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/features/backups/move-files-cli.ts', '--to', to], {
      cwd: ROOT,
      env: { ...process.env, ...s3.env, STORAGE_URL: '', ...env },
    })
  ).stdout;

const checksums = async (store: ObjectStore) =>
  Object.fromEntries(
    await Promise.all(
      (await store.list()).map(async (name) => [
        name,
        createHash('sha256')
          .update((await store.get(name))!)
          .digest('hex'),
      ]),
    ),
  );

test(
  'the files go from disk to S3 and back, each with its checksum, and a second run copies only what is missing or differs',
  { timeout: 60_000 },
  async () => {
    const dataDir = await newDataDir();
    const disk = openObjectStore({ dataDir });
    for (const name of ['a.jpg', 'a.thumb.jpg', 'b.png']) await disk.put(name, randomBytes(5000));
    const url = `s3://${BUCKET}/moved-${randomBytes(4).toString('hex')}`;
    const bucket = openObjectStore({ dataDir, bucket: bucketPlace(url, s3.env) });

    const first = await moveFiles({ DATA_DIR: dataDir }, url);
    expect(first).toMatch(/Copied 3 files .* and left 0 already there intact; every file's checksum matches\. Set STORAGE_URL to s3:\/\//);
    expect(await checksums(bucket)).toEqual(await checksums(disk));

    // A run cut short, then one file changed on disk: the next run writes those two, and leaves the third.
    await bucket.delete('b.png');
    await disk.put('a.jpg', randomBytes(5000));
    expect(await moveFiles({ DATA_DIR: dataDir }, url)).toMatch(/Copied 2 files .* and left 1 already there intact/);
    expect(await checksums(bucket)).toEqual(await checksums(disk));

    // Back to disk, on an instance whose files are in the bucket.
    const back = await newDataDir();
    expect(await moveFiles({ DATA_DIR: back, STORAGE_URL: url }, 'disk')).toMatch(/Copied 3 files .*Set STORAGE_URL empty/);
    expect(await checksums(openObjectStore({ dataDir: back }))).toEqual(await checksums(disk));
  },
);

test('move-files refuses a target it cannot use, saying what it takes', async () => {
  const dataDir = await newDataDir();
  const refused = (to: string, env: Record<string, string> = {}) =>
    moveFiles({ DATA_DIR: dataDir, ...env }, to).then(
      () => undefined,
      (error) => error,
    );
  expect((await refused('ftp://elsewhere')).stderr).toMatch(/--to s3:\/\/bucket\/prefix, or --to disk/);
  expect((await refused('disk')).stderr).toMatch(/already/);
  expect((await refused('s3://No_Bucket')).stderr).toMatch(/--to must be s3:\/\/bucket or s3:\/\/bucket\/prefix/);
});
