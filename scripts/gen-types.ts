// Writes src/generated/types.ts from schema/*.json (npm run gen).

import { writeFile } from 'node:fs/promises';
import { renderTypes, generatedTypesPath } from './render-types.ts';

const text = await renderTypes();
await writeFile(generatedTypesPath, text);
console.log(`wrote ${generatedTypesPath}`);
