// Writes .br and .gz copies of the built app's text files next to them, once per build, so the server
// hands phones compressed files without compressing on every request (@fastify/static preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = join(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const files = (await readdir(DIST, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const path = join(DIST, file);
    const content = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gz(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    before += content.length;
    after += br.length;
  }),
);
console.log(`compressed ${files.length} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
