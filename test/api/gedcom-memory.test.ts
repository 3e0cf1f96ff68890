// A GEDCOM file larger than the server's memory can hold is refused before it is read, in the admin's language,
// and the portal goes on serving: running out of heap would end the process, and every family member's session
// with it. The server runs as its own process with a small heap, as on a small server or in a container.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import { MESSAGES, messageKey } from '../../common/model/messages.ts';
import { oldSpaceFlag, roomToRead } from '../../server/features/gedcom/memory-room.ts';
import { freePort, startServer, type ServerProcess } from '../support/server-process.ts';

const ADMIN_PASSWORD = 'memory-test-admin';
let dataDir: string;
let server: ServerProcess;
let authorization: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-gedcom-memory-'));
  server = await startServer(await freePort(), {
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    REMINDERS_AT: 'off',
    DIGEST_AT: 'off',
    NODE_OPTIONS: '--max-old-space-size=160',
  });
  const signin = await fetch(`${server.url}/api/auth/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  authorization = `Bearer ${((await signin.json()) as { accessToken: string }).accessToken}`;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A family of `people` brothers under one father, as a GEDCOM file. */
function family(people: number): Buffer {
  const lines = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @F1@ FAM', '1 HUSB @I0@'];
  for (let i = 1; i <= people; i++) lines.push(`1 CHIL @I${i}@`);
  lines.push('0 @I0@ INDI', '1 NAME سالم /الأحمد/', '1 SEX M', '1 FAMS @F1@');
  for (let i = 1; i <= people; i++) lines.push(`0 @I${i}@ INDI`, `1 NAME ابن${i} /الأحمد/`, '1 SEX M', '1 FAMC @F1@');
  lines.push('0 TRLR', '');
  return Buffer.from(lines.join('\n'));
}

const preview = (file: Buffer, language: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'family.ged');
  return fetch(`${server.url}/api/v1/gedcom/preview`, {
    method: 'POST',
    headers: { authorization, 'accept-language': language },
    body: form,
  });
};

test('the heap an import needs is weighed against what the heap has left', () => {
  const heap = { limit: 400 * 2 ** 20, used: 100 * 2 ** 20 };
  expect(roomToRead(70 * 2 ** 20, heap)).toBe(true);
  expect(roomToRead(80 * 2 ** 20, heap)).toBe(false);
});

test('a heap limit set with --max-old-space-size is read from the command line or NODE_OPTIONS, the last one counting', () => {
  expect(oldSpaceFlag([], '')).toBeUndefined();
  expect(oldSpaceFlag(['--import', 'tsx'], '--max-old-space-size=160')).toBe(160 * 2 ** 20);
  expect(oldSpaceFlag(['--max-old-space-size=512'], '--max_old_space_size=200 --trace-gc')).toBe(200 * 2 ** 20);
});

test('the refusal is shown in Arabic, English and Hebrew', () => {
  const key = messageKey(MESSAGES.gedcomOverMemory);
  expect(key).toBe('gedcom.overMemory');
  const texts = [ar, en, he].map((messages) => messages.gedcom.overMemory);
  expect(texts.every((text) => text.length > 0)).toBe(true);
  expect(new Set(texts).size).toBe(3);
});

test('a file too large for the server is refused with a 413 before it is read, and the portal goes on', async () => {
  const large = family(500_000);
  expect(large.byteLength).toBeGreaterThan(40 * 2 ** 20);
  const refused = await preview(large, 'ar');
  expect(refused.status).toBe(413);
  expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.gedcomOverMemory);
  expect(server.child.exitCode).toBeNull();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

  // The same server still reads a family that fits.
  const small = await preview(family(3), 'ar');
  expect(small.status).toBe(200);
  expect(((await small.json()) as { people: number }).people).toBe(4);
}, 60_000);
