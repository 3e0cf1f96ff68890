// Puts a backup archive back into an empty database and file store (or, told to, over used ones): every
// entry is checked against the manifest before anything is written, the rows go in in one transaction, the
// files into the configured object store (disk or S3), and success is reported only once the database's rows
// and the store's files hash as the manifest says.
import { mkdtemp, rm } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { Config } from '../../config.ts';
import { prepareDataFolder } from '../../data-folder.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createDiskStore } from '../../plugins/app/disk-store.ts';
import { openObjectStore, type ObjectStore } from '../../plugins/app/object-store.ts';
import { readArchive } from './archive.ts';
import { checkEntries, fileEntry, MANIFEST, parseManifest, sha256, type Manifest } from './manifest.ts';
import type { Row } from './row-codec.ts';
import { prepareTarget, verifyRows } from './target-database.ts';
import { copyObjects } from './copy-objects.ts';
import { writeTables } from './repository.ts';

export interface RestoreOptions {
  /** Replace what the database and the file store hold instead of refusing. */
  force?: boolean;
  progress?: (message: string) => Promise<void> | void;
}

export interface RestoreReport {
  manifest: Manifest;
  rows: number;
  files: number;
  bytes: number;
}

const TABLE_ENTRY = /^tables\/([a-z0-9_]+)\.jsonl$/;

/** A file entry's name in the store, or undefined when it would leave it. */
function safeFilePath(name: string): string | undefined {
  if (!name.startsWith('files/')) return undefined;
  const path = normalize(name.slice('files/'.length));
  return path === '' || path.startsWith('..') || path.startsWith('/') ? undefined : path;
}

/** Reads the archive into `staging` (files) and memory (rows), refusing it unless every entry matches the manifest. */
async function readChecked(file: string, staging: ObjectStore): Promise<{ manifest: Manifest; tables: Map<string, Row[]> }> {
  const hashes = new Map<string, string>();
  const tableData = new Map<string, Buffer>();
  let manifestData: Buffer | undefined;
  await readArchive(file, async ({ name, data }) => {
    if (name === MANIFEST) return void (manifestData = data);
    hashes.set(name, sha256(data));
    const table = TABLE_ENTRY.exec(name)?.[1];
    if (table) return void tableData.set(table, data);
    const path = safeFilePath(name);
    if (!path) throw new Error(`unexpected entry ${name}`);
    await staging.put(path, data);
  });
  if (!manifestData) throw new Error('the archive has no manifest: it is not a whole backup');
  const manifest = parseManifest(manifestData);
  const problems = checkEntries(manifest, hashes);
  if (problems.length > 0) throw new Error(`the archive is damaged: ${problems.join('; ')}`);
  const tables = new Map<string, Row[]>();
  for (const { name, rows } of manifest.tables) {
    const lines = tableData.get(name)!.toString('utf8').split('\n').filter(Boolean);
    if (lines.length !== rows) throw new Error(`the archive is damaged: ${name} has ${lines.length} rows, its manifest ${rows}`);
    tables.set(
      name,
      lines.map((line) => JSON.parse(line) as Row),
    );
  }
  return { manifest, tables };
}

/** Puts the staged files into the store, without the files it held that the archive does not (a restore with --force). */
async function placeFiles(staging: ObjectStore, store: ObjectStore, manifest: Manifest): Promise<void> {
  await copyObjects(staging, store);
  const archived = new Set(manifest.files.map((f) => f.path));
  for (const name of await store.list()) if (!archived.has(name)) await store.delete(name);
}

async function verifyFiles(store: ObjectStore, manifest: Manifest): Promise<number> {
  const present = await store.list();
  if (present.length !== manifest.files.length)
    throw new Error(`${present.length} files restored, ${manifest.files.length} in the archive`);
  let bytes = 0;
  for (const { path, sha256: hash } of manifest.files) {
    const data = await store.get(path);
    if (!data || sha256(data) !== hash) throw new Error(`${fileEntry(path)} was not restored intact`);
    bytes += data.length;
  }
  return bytes;
}

export async function restore(config: Config, file: string, options: RestoreOptions = {}): Promise<RestoreReport> {
  await prepareDataFolder(config.dataDir);
  const store = openObjectStore(config);
  if (!options.force && (await store.list()).length > 0)
    throw new Error(`${store.where} is not empty: restore into an empty file store, or add --force to replace its files`);
  const staging = await mkdtemp(join(config.dataDir, '.restore-'));
  try {
    const staged = createDiskStore(staging);
    const { manifest, tables } = await readChecked(file, staged);
    await options.progress?.(`archive of ${manifest.createdAt} checked: ${manifest.tables.length} tables, ${manifest.files.length} files`);
    const handle = openDatabase(config);
    try {
      await prepareTarget(handle, manifest.migration, options.force ?? false);
      await writeTables(handle, tables);
      const rows = await verifyRows(handle, manifest.tables);
      await placeFiles(staged, store, manifest);
      const bytes = await verifyFiles(store, manifest);
      // The rows went in at the archive's version; the steps since then (and their backfills) follow.
      await migrateToLatest(handle);
      return { manifest, rows, files: manifest.files.length, bytes };
    } finally {
      await handle.db.destroy();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
