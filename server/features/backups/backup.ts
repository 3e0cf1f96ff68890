// One backup while the portal runs: the database's rows as of one moment (snapshot-repository.ts), then the
// uploaded files (from the configured object store, disk or S3), then the manifest that counts and hashes them,
// in one archive (archive.ts), put on the backup shelf (backup-shelf.ts) or written where a command says.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrationSteps } from '../../db/migrate.ts';
import { openObjectStore } from '../../plugins/app/object-store.ts';
import { writeArchive, type Entry } from './archive.ts';
import { fileEntry, MANIFEST, newManifest, sha256, tableEntry, type Manifest } from './manifest.ts';
import { readSnapshot } from './snapshot-repository.ts';
import { contentHash } from './row-codec.ts';
import { backupsFolder, openBackupShelf } from './backup-shelf.ts';

/** portal-2026-11-23T21-40-05Z.tar.gz: sorts by time, and is a file name on every system. */
export const backupName = (at: Date): string => `portal-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;

export interface BackupOptions {
  /** Where to write the archive; by default it goes on the backup shelf as portal-<time>.tar.gz. */
  out?: string;
  /** Hears what was read (a command prints it); awaited before the backup goes on. */
  progress?: (message: string) => Promise<void> | void;
}

const PORTAL_VERSION: string = JSON.parse(await readFile(join(import.meta.dirname, '../../../package.json'), 'utf8')).version;

export interface Backup {
  /** Where the archive is: the `out` given, or the shelf's place and the archive's name. */
  file: string;
  /** The archive's name on the backup shelf; none when written to `out`. */
  name?: string;
  manifest: Manifest;
}

export async function backup(config: Config, options: BackupOptions = {}): Promise<Backup> {
  const createdAt = new Date();
  if (options.out) return { file: options.out, manifest: await writeBackup(config, options.out, createdAt, options) };
  // Written beside the shelf's folder under a name no listing shows, then moved onto the shelf whole.
  await mkdir(backupsFolder(config.dataDir), { recursive: true, mode: 0o700 });
  const partial = join(backupsFolder(config.dataDir), `.${randomUUID()}.partial`);
  const name = backupName(createdAt);
  try {
    const manifest = await writeBackup(config, partial, createdAt, options);
    const shelf = openBackupShelf(config);
    await shelf.moveIn(name, partial);
    return { file: `${shelf.where.replace(/\/$/, '')}/${name}`, name, manifest };
  } finally {
    await rm(partial, { force: true });
  }
}

async function writeBackup(config: Config, file: string, createdAt: Date, options: BackupOptions): Promise<Manifest> {
  // Its own connection: a read transaction on the server's SQLite connection would hold its writers back.
  const handle = openDatabase(config);
  let manifest: Manifest;
  try {
    const migration = (await migrationSteps(handle)).filter((s) => s.applied).at(-1)?.name;
    if (!migration) throw new Error('the database has no portal in it yet');
    const snapshot = await readSnapshot(handle, (name, rows) => options.progress?.(`${name}: ${rows} rows`));
    const tables = snapshot.map(({ table, rows }) => {
      const data = Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
      return { name: table.name, rows: rows.length, data, sha256: sha256(data), content: contentHash(rows) };
    });
    manifest = newManifest({
      portalVersion: PORTAL_VERSION,
      createdAt: createdAt.toISOString(),
      database: handle.dialect,
      migration,
      tables: tables.map(({ name, rows, sha256, content }) => ({ name, rows, sha256, content })),
      files: [],
    });
    const files = manifest.files;
    const store = openObjectStore(config);
    async function* entries(): AsyncGenerator<Entry> {
      for (const t of tables) yield { name: tableEntry(t.name), data: t.data };
      for (const path of await store.list()) {
        // A file removed since the listing went with its record, which the snapshot may still hold.
        const data = await store.get(path);
        if (!data) continue;
        files.push({ path, bytes: data.length, sha256: sha256(data) });
        yield { name: fileEntry(path), data };
      }
      yield { name: MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2)) };
    }
    await writeArchive(file, entries());
  } finally {
    await handle.db.destroy();
  }
  await options.progress?.(`${manifest.files.length} files`);
  return manifest;
}
