// The object store in a folder: an object is a file, its name the file's path under the folder.
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ObjectStore } from './object-store.ts';

// Where put() writes before it renames: hidden from list(), as no object's name starts with a dot.
const PARTIAL = /(^|\/)\./;

function orNone<T>(error: NodeJS.ErrnoException, none: T): T {
  if (error.code === 'ENOENT') return none;
  throw error;
}

export function createDiskStore(folder: string): ObjectStore {
  const root = resolve(folder);
  const pathOf = (name: string): string => {
    const path = resolve(root, name);
    if (!path.startsWith(root + sep) || PARTIAL.test(name)) throw new Error(`"${name}" is not a file name in ${root}`);
    return path;
  };
  /** A new name beside `path` that no listing shows, to write under before renaming. */
  const partialBeside = async (path: string): Promise<string> => {
    await mkdir(dirname(path), { recursive: true });
    return join(dirname(path), `.${randomUUID()}.partial`);
  };
  const list = async (): Promise<string[]> => {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => orNone(error, []));
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
      .filter((name) => !PARTIAL.test(name))
      .sort();
  };
  return {
    where: root,
    async put(name, data) {
      const path = pathOf(name);
      const partial = await partialBeside(path);
      await writeFile(partial, data);
      await rename(partial, path);
    },
    get: async (name) => readFile(pathOf(name)).catch((error) => orNone(error, undefined)),
    delete: async (name) => rm(pathOf(name), { force: true }),
    list,
    async inventory() {
      const found = await Promise.all(
        (await list()).map(async (name) => {
          const info = await stat(pathOf(name)).catch((error) => orNone(error, undefined));
          return info && { name, bytes: info.size, modifiedAt: info.mtime };
        }),
      );
      return found.filter((info) => info !== undefined);
    },
    async moveIn(name, path) {
      const target = pathOf(name);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(path, target);
      } catch (error) {
        // Another file system: copied under a hidden name first, so that no reader sees part of it.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const partial = await partialBeside(target);
        await copyFile(path, partial);
        await rename(partial, target);
        await rm(path);
      }
    },
    async open(name) {
      const file = await open(pathOf(name)).catch((error) => orNone(error, undefined));
      return file?.createReadStream();
    },
    async reachable() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}
