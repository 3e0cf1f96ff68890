// DATA_DIR holds password hashes, identity numbers, reset links and SMS codes: it is the portal's own,
// readable by the user the server runs as and nobody else, whatever the machine's umask.
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Files a portal keeps at the top of its data folder (the database with its journal, the secret, the push keys). */
const PRIVATE_FILES = ['portal.sqlite', 'portal.sqlite-wal', 'portal.sqlite-shm', 'secret', 'vapid.json'];

/**
 * Creates the data folder 700 and makes every file the server creates from now on 600 (umask 077);
 * a folder left readable by an older version is closed again.
 */
export async function prepareDataFolder(dataDir: string): Promise<void> {
  // Process-wide on purpose: SQLite, sharp, nodemailer and the outbox each create files of their own.
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  for (const file of PRIVATE_FILES) await chmod(join(dataDir, file), 0o600).catch(() => undefined);
}
