// Every file `npm run gen` writes, with how it is rendered; the staleness test renders each again.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApi } from './render-api.ts';
import { renderDatabase } from './render-database.ts';
import { renderTypes } from './render-types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface GeneratedFile {
  path: string;
  render(): Promise<string> | string;
}

export const GENERATED_FILES: readonly GeneratedFile[] = [
  { path: path.join(root, 'common/generated/types.ts'), render: renderTypes },
  { path: path.join(root, 'common/generated/database.ts'), render: renderDatabase },
  { path: path.join(root, 'common/generated/api.ts'), render: () => renderApi() },
];
