// The manifest of a backup archive: what it holds, counted and hashed, so that a restore can prove it
// put back exactly that. Kept as the archive's last entry, once everything before it is hashed.
import { createHash } from 'node:crypto';
import type { Dialect } from '../../db/database.ts';

export const MANIFEST = 'manifest.json';
const FORMAT = 'family-portal-backup';

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: 1;
  portalVersion: string;
  createdAt: string;
  /** The database the rows were read from; they restore into either. */
  database: Dialect;
  /** The last migration the database had: a restore brings the new database to it before the rows go in. */
  migration: string;
  /** In the order they can be written back; `sha256` of the archive entry, `content` of the rows (row-codec.ts). */
  tables: Array<{ name: string; rows: number; sha256: string; content: string }>;
  /** The uploaded files, by their name in the object store (their path under DATA_DIR/files, or their key after the bucket's prefix). */
  files: Array<{ path: string; bytes: number; sha256: string }>;
}

export const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
export const tableEntry = (name: string): string => `tables/${name}.jsonl`;
export const fileEntry = (path: string): string => `files/${path}`;

export function newManifest(fields: Omit<Manifest, 'format' | 'formatVersion'>): Manifest {
  return { format: FORMAT, formatVersion: 1, ...fields };
}

/** The manifest of an archive's last entry, or why it is not one. */
export function parseManifest(data: Buffer): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(data.toString('utf8'));
  } catch {
    throw new Error('the manifest is not readable JSON');
  }
  if (manifest?.format !== FORMAT) throw new Error('this is not a family portal backup');
  if (manifest.formatVersion !== 1) throw new Error(`backup format ${manifest.formatVersion} is newer than this portal reads`);
  return manifest;
}

/** Every entry the manifest names, with its hash, and no other: the problems found, none when sound. */
export function checkEntries(manifest: Manifest, hashes: Map<string, string>): string[] {
  const expected = new Map<string, string>([
    ...manifest.tables.map((t) => [tableEntry(t.name), t.sha256] as const),
    ...manifest.files.map((f) => [fileEntry(f.path), f.sha256] as const),
  ]);
  const problems: string[] = [];
  for (const [name, hash] of expected) {
    if (!hashes.has(name)) problems.push(`${name} is missing`);
    else if (hashes.get(name) !== hash) problems.push(`${name} does not match its checksum`);
  }
  for (const name of hashes.keys()) if (!expected.has(name)) problems.push(`${name} is not in the manifest`);
  return problems;
}
