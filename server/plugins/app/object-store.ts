// Where the uploaded files' bytes are kept: a folder on disk (DATA_DIR/files, the default) or a bucket of S3 or
// an S3-compatible server (STORAGE_URL), which every instance of the portal shares. The photo pipeline
// (storage.ts), the backups and `npm run move-files` reach both through this one interface.
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { createDiskStore } from './disk-store.ts';
import { createS3Store } from './s3-store.ts';

/** An object as a listing with sizes describes it. */
export interface ObjectInfo {
  name: string;
  bytes: number;
  /** When it was last written. */
  modifiedAt: Date;
}

/** Objects by name; a name is a relative path with `/` between its parts. */
export interface ObjectStore {
  /** The folder or the `s3://bucket/prefix`, for what a command says. */
  readonly where: string;
  /** Writes the object whole: a reader sees the old bytes or the new ones, never part of them. */
  put(name: string, data: Buffer): Promise<void>;
  /** The object's bytes, or undefined when there is none of that name. */
  get(name: string): Promise<Buffer | undefined>;
  /** Removes the object; none of that name is no error. */
  delete(name: string): Promise<void>;
  /** Every object's name, sorted. */
  list(): Promise<string[]>;
  /** Every object with its size and when it was written, sorted by name. */
  inventory(): Promise<ObjectInfo[]>;
  /**
   * Moves the local file at `path` in as the object `name`, streamed, since a backup archive may be larger than
   * memory: the file is gone afterwards, and a reader never sees part of the object.
   */
  moveIn(name: string, path: string): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is none of that name. */
  open(name: string): Promise<Readable | undefined>;
  /** Whether the folder can be written to, or the bucket answers, now. */
  reachable(): Promise<boolean>;
}

export const openObjectStore = (config: Pick<Config, 'dataDir' | 'bucket'>): ObjectStore =>
  config.bucket ? createS3Store(config.bucket) : createDiskStore(join(config.dataDir, 'files'));
