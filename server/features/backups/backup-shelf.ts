// The backup shelf: where the archives backup.ts names are kept, BACKUP_URL's bucket (every instance lists and
// downloads the same ones) or the DATA_DIR/backups of the instance that writes them. Listed newest first, and
// pruned to BACKUP_KEEP.
import { join } from 'node:path';
import type { BackupFile } from '../../../common/generated/api.ts';
import type { Config } from '../../config.ts';
import { createDiskStore } from '../../plugins/app/disk-store.ts';
import type { ObjectStore } from '../../plugins/app/object-store.ts';
import { createS3Store } from '../../plugins/app/s3-store.ts';

export const BACKUP_NAME = /^portal-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;

/** An archive as the backups call lists it (schema/api/backups.json). */
export type { BackupFile };

/** The instance's own backups folder: the shelf without BACKUP_URL, and where an archive is written before it is shelved. */
export const backupsFolder = (dataDir: string): string => join(dataDir, 'backups');

export const openBackupShelf = (config: Pick<Config, 'dataDir' | 'backupBucket'>): ObjectStore =>
  config.backupBucket ? createS3Store(config.backupBucket) : createDiskStore(backupsFolder(config.dataDir));

export async function listBackups(shelf: ObjectStore): Promise<BackupFile[]> {
  return (await shelf.inventory())
    .filter(({ name }) => BACKUP_NAME.test(name))
    .map(({ name, bytes, modifiedAt }) => ({ name, bytes, createdAt: modifiedAt.toISOString() }))
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** Deletes all but the `keep` newest archives; returns the names deleted. */
export async function pruneBackups(shelf: ObjectStore, keep: number): Promise<string[]> {
  const old = (await listBackups(shelf)).slice(keep).map((b) => b.name);
  for (const name of old) await shelf.delete(name);
  return old;
}
