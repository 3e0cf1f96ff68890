// An upload a portal left behind when it stopped during an import is removed by a later start, once it is a day old:
// one still younger may be the upload of an import that another portal on the same data folder is reading.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { removeLeftoverUploads, uploadsFolder } from '../../server/features/gedcom/upload.ts';

test('uploads older than a day are removed at a start, younger ones kept; no folder is no error', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-uploads-'));
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
  await removeLeftoverUploads(dataDir);
  const folder = uploadsFolder(dataDir);
  await mkdir(folder);
  await writeFile(join(folder, 'old.upload'), '0 HEAD\n');
  await writeFile(join(folder, 'new.upload'), '0 HEAD\n');
  const now = Date.now();
  const twoDaysAgo = new Date(now - 2 * 24 * 60 * 60 * 1000);
  await utimes(join(folder, 'old.upload'), twoDaysAgo, twoDaysAgo);
  await removeLeftoverUploads(dataDir, now);
  expect(await readdir(folder)).toEqual(['new.upload']);
});
