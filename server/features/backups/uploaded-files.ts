// The uploaded files under DATA_DIR/files, by their path relative to it.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

export const filesFolder = (dataDir: string): string => join(dataDir, 'files');

export async function listUploadedFiles(dataDir: string): Promise<string[]> {
  const root = filesFolder(dataDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}
