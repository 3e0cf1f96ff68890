// The archives in DATA_DIR/backups (those named by backup.ts), newest first, and the pruning that keeps
// BACKUP_KEEP of them.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupFile } from '../../../common/generated/api.ts';
import { backupsFolder } from './backup.ts';

export const BACKUP_NAME = /^portal-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;

/** An archive as the backups call lists it (schema/api/backups.json). */
export type { BackupFile };

export async function listBackups(dataDir: string): Promise<BackupFile[]> {
  const folder = backupsFolder(dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  const found = await Promise.all(
    names
      .filter((name) => BACKUP_NAME.test(name))
      .map(async (name) => {
        const info = await stat(join(folder, name)).catch(() => undefined);
        return info && { name, bytes: info.size, createdAt: info.mtime.toISOString() };
      }),
  );
  return found.filter((f): f is BackupFile => Boolean(f)).sort((a, b) => b.name.localeCompare(a.name));
}

/** Deletes all but the `keep` newest archives; returns the names deleted. */
export async function pruneBackups(dataDir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dataDir)).slice(keep).map((b) => b.name);
  for (const name of old) await rm(join(backupsFolder(dataDir), name), { force: true });
  return old;
}
