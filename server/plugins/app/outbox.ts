// DATA_DIR/outbox: where mail and SMS go when no real provider is configured, so a fresh install works
// end to end and an admin can read what would have been sent.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const safe = (text: string): string => text.replace(/[^A-Za-z0-9@.+_-]/g, '_').slice(0, 80);

/**
 * Writes DATA_DIR/outbox/<prefix><timestamp>-<random>-<to><extension>. The random part keeps two messages
 * of the same millisecond apart; the file is written under a hidden name and renamed, so a reader never
 * sees half a message and a crash leaves no truncated one.
 */
export async function writeOutbox(
  dataDir: string,
  name: { prefix?: string; to: string; extension: string },
  content: string | Buffer,
): Promise<string> {
  const dir = join(dataDir, 'outbox');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const base = `${name.prefix ?? ''}${stamp}-${randomBytes(4).toString('hex')}-${safe(name.to)}${name.extension}`;
  const partial = join(dir, `.${base}.partial`);
  // Reset links and SMS codes: readable by the portal's own user only.
  await writeFile(partial, content, { mode: 0o600, flush: true });
  const file = join(dir, base);
  await rename(partial, file);
  return file;
}
