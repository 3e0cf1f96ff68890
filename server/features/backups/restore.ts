// Puts a backup archive back into an empty data folder and database (or, told to, over a used one):
// every entry is checked against the manifest before anything is written, the rows go in in one
// transaction, and success is reported only once the database's rows and the files on disk hash as the
// manifest says.
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Config } from '../../config.ts';
import { prepareDataFolder } from '../../data-folder.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { readArchive } from './archive.ts';
import { checkEntries, fileEntry, MANIFEST, parseManifest, sha256, type Manifest } from './manifest.ts';
import type { Row } from './row-codec.ts';
import { prepareTarget, verifyRows } from './target-database.ts';
import { filesFolder, listUploadedFiles } from './uploaded-files.ts';
import { writeTables } from './repository.ts';

export interface RestoreOptions {
  /** Replace what the database and the files folder hold instead of refusing. */
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

/** A file entry's path, or undefined when it would leave the files folder. */
function safeFilePath(name: string): string | undefined {
  if (!name.startsWith('files/')) return undefined;
  const path = normalize(name.slice('files/'.length));
  return path === '' || path.startsWith('..') || path.startsWith('/') ? undefined : path;
}

/** Reads the archive into `staging` (files) and memory (rows), refusing it unless every entry matches the manifest. */
async function readChecked(file: string, staging: string): Promise<{ manifest: Manifest; tables: Map<string, Row[]> }> {
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
    await mkdir(dirname(join(staging, path)), { recursive: true });
    await writeFile(join(staging, path), data);
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

async function verifyFiles(dataDir: string, manifest: Manifest): Promise<number> {
  const present = await listUploadedFiles(dataDir);
  if (present.length !== manifest.files.length)
    throw new Error(`${present.length} files restored, ${manifest.files.length} in the archive`);
  let bytes = 0;
  for (const { path, sha256: hash } of manifest.files) {
    const data = await readFile(join(filesFolder(dataDir), path)).catch(() => undefined);
    if (!data || sha256(data) !== hash) throw new Error(`${fileEntry(path)} was not restored intact`);
    bytes += data.length;
  }
  return bytes;
}

export async function restore(config: Config, file: string, options: RestoreOptions = {}): Promise<RestoreReport> {
  await prepareDataFolder(config.dataDir);
  if (!options.force && (await listUploadedFiles(config.dataDir)).length > 0)
    throw new Error(`${filesFolder(config.dataDir)} is not empty: restore into an empty data folder, or add --force to replace its files`);
  const staging = await mkdtemp(join(config.dataDir, '.restore-'));
  try {
    const { manifest, tables } = await readChecked(file, staging);
    await options.progress?.(`archive of ${manifest.createdAt} checked: ${manifest.tables.length} tables, ${manifest.files.length} files`);
    const handle = openDatabase(config);
    try {
      await prepareTarget(handle, manifest.migration, options.force ?? false);
      await writeTables(handle, tables);
      const rows = await verifyRows(handle, manifest.tables);
      await rm(filesFolder(config.dataDir), { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      await rename(staging, filesFolder(config.dataDir));
      const bytes = await verifyFiles(config.dataDir, manifest);
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
