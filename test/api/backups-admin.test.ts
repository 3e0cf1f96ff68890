// The admin's backups: listed and downloaded by an ADMIN only; BACKUP_SCHEDULE writes them, and two
// instances on one database run each scheduled backup once.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { backupsFolder, listBackups, openBackupShelf } from '../../server/features/backups/backup-shelf.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('backups in the back office', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  }, 60_000);
  afterAll(() => t?.close());

  test('an ADMIN takes a backup, sees it listed and downloads its bytes; other roles are refused', async () => {
    const made = await t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/backups' });
    expect(made.statusCode, made.body).toBe(201);
    const { name, bytes } = made.json();
    const list = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/backups' });
    expect(list.json()).toContainEqual(expect.objectContaining({ name, bytes }));

    const download = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/backups/${name}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(download.rawPayload.equals(await readFile(join(backupsFolder(t.config.dataDir), name)))).toBe(true);

    for (const [role, status] of [
      ['MODERATOR', 403],
      ['BISH', 403],
      ['USER', 403],
      ['ANONYMOUS', 401],
    ] as const) {
      expect((await t.injectAs(role, { method: 'GET', url: '/api/v1/backups' })).statusCode, role).toBe(status);
      expect((await t.injectAs(role, { method: 'GET', url: `/api/v1/backups/${name}` })).statusCode, role).toBe(status);
      expect((await t.injectAs(role, { method: 'POST', url: '/api/v1/backups' })).statusCode, role).toBe(status);
    }
    for (const bad of ['../secret', 'portal.sqlite', 'portal-2000-01-01T00-00-00Z.tar.gz']) {
      const answer = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/backups/${encodeURIComponent(bad)}` });
      expect([answer.statusCode, answer.json().message], bad).toEqual([404, 'No such backup']);
    }
  });
});

describeOnDatabases('scheduled backups', (db) => {
  test('two instances on one database write each scheduled backup once, keeping BACKUP_KEEP', { timeout: 60_000 }, async () => {
    const t = await buildTestApp({ db });
    const written: string[] = [];
    const log = new Writable({
      write(chunk, _encoding, done) {
        if (String(chunk).includes('scheduled backup written')) written.push(String(chunk));
        done();
      },
    });
    const config = { ...t.config, backupSchedule: '* * * * * *', backupKeep: 2 };
    const instances = [await buildApp(config, { level: 'info', stream: log }), await buildApp(config, { level: 'info', stream: log })];
    try {
      await new Promise((r) => setTimeout(r, 4500));
    } finally {
      for (const instance of instances) await instance.close();
    }
    const slots = await t.app.db.selectFrom('job_runs').select('slot').where('job', '=', 'backup').execute();
    const kept = await listBackups(openBackupShelf(config));
    await t.close();
    expect(kept.length).toBe(2);
    expect(slots.length).toBeGreaterThanOrEqual(3);
    // Both timers fired every second; one backup per second was written.
    expect(written.length).toBe(slots.length);
  });
});
