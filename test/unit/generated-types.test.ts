import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { generatedTypesPath, renderTypes } from '../../scripts/render-types.ts';

test('src/generated/types.ts matches the schema (run `npm run gen` after a schema change)', async () => {
  const committed = await readFile(generatedTypesPath, 'utf8');
  expect(committed).toBe(await renderTypes());
});
