// DATA_DIR/outbox: where mail and SMS go when no real provider is configured, so a fresh install works
// end to end and an admin can read what would have been sent.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const safe = (text: string): string => text.replace(/[^A-Za-z0-9@.+_-]/g, '_').slice(0, 80);

/** Writes DATA_DIR/outbox/<prefix><timestamp>-<to><extension>. */
export async function writeOutbox(
  dataDir: string,
  name: { prefix?: string; to: string; extension: string },
  content: string | Buffer,
): Promise<string> {
  const dir = join(dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${name.prefix ?? ''}${stamp}-${safe(name.to)}${name.extension}`);
  await writeFile(file, content);
  return file;
}
