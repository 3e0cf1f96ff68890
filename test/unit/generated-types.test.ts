import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { GENERATED_FILES } from '../../scripts/generated-files.ts';

test.each(GENERATED_FILES.map((file) => [path.basename(file.path), file] as const))(
  'common/generated/%s matches the schema (run `npm run gen` after a schema change)',
  async (_name, file) => {
    const committed = await readFile(file.path, 'utf8');
    expect(committed).toBe(await file.render());
  },
);
