// What a fresh install writes to disk: private to the server's user, and no message lost in the outbox.
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const modeOf = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

/** Every file and folder below `dir`, with its path. */
async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.map((e) => join(e.parentPath, e.name));
}

describeOnDatabases('data folder', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    // A machine whose umask lets everyone read new files, as Debian's default 022 does.
    process.umask(0o022);
    const parent = await mkdtemp(join(tmpdir(), 'portal-fresh-'));
    t = await buildTestApp({ db, config: { dataDir: join(parent, 'data') } });
  });
  afterAll(async () => t?.close());

  test('30 concurrent contact mails leave 30 whole files in the outbox', async () => {
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/mail/contactus',
          remoteAddress: `203.0.113.${i + 1}`,
          payload: { name: 'Visitor', mailFrom: 'visitor@example.com', mailSubject: `Question ${i}`, mailContent: 'Hello' },
        }),
      ),
    );
    expect(sent.map((r) => r.json().delivered)).toEqual(Array(30).fill(true));
    const files = (await readdir(join(t.config.dataDir, 'outbox'))).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(30);
  });

  test('a fresh data folder and everything in it is readable by its owner only', async () => {
    await t.app.sms.send('0521234567', 'Your code is 123456');
    expect(await modeOf(t.config.dataDir)).toBe(0o700);
    const paths = await walk(t.config.dataDir);
    expect(paths.some((p) => p.endsWith('.eml'))).toBe(true);
    if (db === 'sqlite') expect(paths).toContain(join(t.config.dataDir, 'portal.sqlite'));
    for (const path of paths) {
      const folder = (await stat(path)).isDirectory();
      expect({ path, mode: (await modeOf(path)).toString(8) }).toEqual({ path, mode: folder ? '700' : '600' });
    }
  });
});
