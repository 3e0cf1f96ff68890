// The backup file: a gzip-compressed tar (readable with `tar -xzf` anywhere). Written to a ".partial"
// name and renamed when complete, so that a backup cut short never looks like a whole one.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

export interface Entry {
  name: string;
  data: Buffer;
}

export async function writeArchive(file: string, entries: AsyncIterable<Entry>): Promise<void> {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  try {
    for await (const { name, data } of entries)
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, size: data.length, mode: 0o600 }, data, (e) => (e ? reject(e) : resolve())),
      );
    pack.finalize();
    await written;
    await rename(partial, file);
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/** Hands each entry to `onEntry` in the archive's order; a damaged file fails with the reason. */
export async function readArchive(file: string, onEntry: (entry: Entry) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (entry.header.type === 'file') await onEntry({ name: entry.header.name, data: Buffer.concat(chunks) });
    }
  })();
  // Both settle before this returns: a damaged file must not leave an entry still being written while
  // the caller cleans up after the failure.
  const results = await Promise.allSettled([pipeline(createReadStream(file), createGunzip(), extract), reading]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw new Error(`the archive is damaged (${(failed.reason as Error).message})`, { cause: failed.reason });
}
