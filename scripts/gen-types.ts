// Writes the files of common/generated/ from schema/*.json (npm run gen).
import { writeFile } from 'node:fs/promises';
import { GENERATED_FILES } from './generated-files.ts';

for (const file of GENERATED_FILES) {
  await writeFile(file.path, await file.render());
  console.log(`wrote ${file.path}`);
}
