// The object store in a folder: an object is a file, its name the file's path under the folder.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
  return {
    where: root,
    async put(name, data) {
      const path = pathOf(name);
      await mkdir(dirname(path), { recursive: true });
      const partial = join(dirname(path), `.${randomUUID()}.partial`);
      await writeFile(partial, data);
      await rename(partial, path);
    },
    get: async (name) => readFile(pathOf(name)).catch((error) => orNone(error, undefined)),
    delete: async (name) => rm(pathOf(name), { force: true }),
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => orNone(error, []));
      return entries
        .filter((e) => e.isFile())
        .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
        .filter((name) => !PARTIAL.test(name))
        .sort();
    },
  };
}
