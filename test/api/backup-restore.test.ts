// npm run backup / npm run restore: a backup taken while the portal takes writes holds the database as of
// one moment and every uploaded file; restored into an empty place it gives back every row and every byte;
// a damaged archive or a used target is refused and nothing is written.
import { readFile, stat, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { entityByResource } from '../../common/model/entities.ts';
import { readArchive, writeArchive, type Entry } from '../../server/features/backups/archive.ts';
import { backup } from '../../server/features/backups/backup.ts';
import { restore } from '../../server/features/backups/restore.ts';
import { openObjectStore } from '../../server/plugins/app/object-store.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrationSteps } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { allRows, emptyPlace, type EmptyPlace } from './helpers/empty-place.ts';
import { sampleInput } from './helpers/samples.ts';

const MEMBERS = entityByResource('family-members');

describeOnDatabases('backup and restore', (db) => {
  let t: TestApp;
  const places: EmptyPlace[] = [];
  const newPlace = async () => {
    const place = await emptyPlace(db);
    places.push(place);
    return place.place;
  };

  beforeAll(async () => {
    t = await buildTestApp({ db });
    const { app } = t;
    await seedDemo({ db: app.db, dialect: app.dialect, repositories: app.repositories, storage: app.storage }, { members: 40, seed: 7 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    for (const place of places) await place.dispose();
  });

  test('a backup taken during writes restores every row and file of its moment into an empty place', { timeout: 120_000 }, async () => {
    const before = await allRows({ db: t.app.db, dialect: t.app.dialect });
    const filesBefore = await openObjectStore(t.config).list();
    expect(before.members.length).toBeGreaterThanOrEqual(40);
    expect(filesBefore.length).toBeGreaterThan(0);

    let written = 0;
    const { file, manifest } = await backup(t.config, {
      // While the backup reads its tables, a moderator adds members: the portal answers, the backup keeps its moment.
      progress: async () => {
        const response = await t.injectAs('ADMIN', {
          method: 'POST',
          url: MEMBERS['x-resource'].endpoint,
          payload: await sampleInput(t, MEMBERS),
        });
        expect(response.statusCode, response.body).toBeLessThan(300);
        written++;
      },
    });
    expect(written).toBeGreaterThan(5);
    expect((await allRows({ db: t.app.db, dialect: t.app.dialect })).members.length).toBe(before.members.length + written);
    expect(manifest.tables.find((x) => x.name === 'members')!.rows).toBe(before.members.length);
    // The default archive lands in DATA_DIR/backups, private like the rest of the data folder.
    expect(file.startsWith(join(t.config.dataDir, 'backups'))).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(t.config.dataDir, 'backups'))).mode & 0o777).toBe(0o700);

    const place = await newPlace();
    const report = await restore({ ...t.config, ...place }, file);
    expect(report.files).toBe(filesBefore.length);

    const target = openDatabase(place);
    try {
      const restored = await allRows(target);
      expect(Object.keys(restored).sort()).toEqual(Object.keys(before).sort());
      for (const table of Object.keys(before)) expect(restored[table], table).toEqual(before[table]);
    } finally {
      await target.db.destroy();
    }
    expect(await openObjectStore(place).list()).toEqual(filesBefore);
    for (const path of filesBefore)
      expect((await readFile(join(place.dataDir, 'files', path))).equals(await readFile(join(t.config.dataDir, 'files', path))), path).toBe(
        true,
      );
    expect((await stat(join(place.dataDir, 'files'))).mode & 0o777).toBe(0o700);
  });

  test('a damaged archive is refused with the reason, and nothing is written', { timeout: 60_000 }, async () => {
    const { file } = await backup(t.config, { out: join(t.config.dataDir, 'whole.tar.gz') });

    const cut = join(t.config.dataDir, 'cut.tar.gz');
    await writeArchive(cut, (async function* () {})());
    await truncate(file, Math.floor((await stat(file)).size / 2)).catch(() => undefined);
    const place = await newPlace();
    await expect(restore({ ...t.config, ...place }, file)).rejects.toThrow(/archive is damaged/);
    await expect(restore({ ...t.config, ...place }, cut)).rejects.toThrow(/no manifest/);

    // Sound gzip and tar, but one member renamed after the manifest was made.
    const { file: sound } = await backup(t.config, { out: join(t.config.dataDir, 'sound.tar.gz') });
    const entries: Entry[] = [];
    await readArchive(sound, async (entry) => void entries.push(entry));
    const members = entries.find((e) => e.name === 'tables/members.jsonl')!;
    members.data = Buffer.from(members.data.toString('utf8').replace(/"name":"[^"]*"/, '"name":"Someone Else"'));
    const tampered = join(t.config.dataDir, 'tampered.tar.gz');
    await writeArchive(
      tampered,
      (async function* () {
        yield* entries;
      })(),
    );
    await expect(restore({ ...t.config, ...place }, tampered)).rejects.toThrow('tables/members.jsonl does not match its checksum');

    const target = openDatabase(place);
    try {
      expect((await migrationSteps(target)).some((s) => s.applied)).toBe(false);
    } finally {
      await target.db.destroy();
    }
    expect(await openObjectStore(place).list()).toEqual([]);
  });

  test('a restore into a used database is refused unless forced', { timeout: 60_000 }, async () => {
    const { file } = await backup(t.config, { out: join(t.config.dataDir, 'again.tar.gz') });
    const place = await newPlace();
    await restore({ ...t.config, ...place }, file);
    await expect(restore({ ...t.config, ...place }, file)).rejects.toThrow(/not empty/);
    const report = await restore({ ...t.config, ...place }, file, { force: true });
    expect(report.rows).toBeGreaterThan(40);
  });
});
