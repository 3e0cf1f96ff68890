// A GEDCOM file or GEDZIP archive to import, kept on the disk while it is read: an upload is written to the data
// folder's `uploads` as it arrives (a 70 MB file held in memory stayed there while its 200,000 people were read and
// planned) and removed when its preview or import ends; the command line's file is read where it is.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { bytesOnDisk } from './file-bytes.ts';
import { openUpload, type GedcomUpload } from './read-gedzip.ts';

/** An upload left by a portal that stopped during its import is removed by the next start after this long. */
const LEFTOVER_MS = 24 * 60 * 60 * 1000;

export const uploadsFolder = (dataDir: string): string => join(dataDir, 'uploads');

export class UploadedFile {
  private constructor(
    readonly path: string,
    private readonly temporary: boolean,
  ) {}

  /** A file the server already has: read where it is, and left there. */
  static at(path: string): UploadedFile {
    return new UploadedFile(path, false);
  }

  /** A new file in the uploads folder, written by the caller and removed by `discard`. */
  static async make(dataDir: string): Promise<UploadedFile> {
    const folder = uploadsFolder(dataDir);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    return new UploadedFile(join(folder, `${randomUUID()}.upload`), true);
  }

  /** The GEDCOM file it is, or the one its archive holds, with the archive. */
  async open(): Promise<GedcomUpload> {
    return openUpload(await bytesOnDisk(this.path));
  }

  /** Removes an upload once its preview or import has ended, well or not. */
  async discard(): Promise<void> {
    if (this.temporary) await rm(this.path, { force: true });
  }
}

/** Removes the uploads of imports that a stop cut short (their transaction undone with them). */
export async function removeLeftoverUploads(dataDir: string, now = Date.now()): Promise<void> {
  const folder = uploadsFolder(dataDir);
  const names = await readdir(folder).catch(() => []);
  for (const name of names) {
    const path = join(folder, name);
    const found = await stat(path).catch(() => undefined);
    if (found && now - found.mtimeMs > LEFTOVER_MS) await rm(path, { force: true });
  }
}
