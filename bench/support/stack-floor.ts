// The stack's floor (bench/stack-floor/): built as the portal is built, and served from a temporary folder
// with the portal's fallback (every address that names no file is the page), so that a load of it and a
// load of the portal differ only in what the portal adds.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compileEntryEagerly, productionRouter } from '../../vite.config.ts';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

export async function serveStackFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), 'stack-floor-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: join(import.meta.dirname, '../stack-floor'),
    plugins: [react(), compileEntryEagerly],
    resolve: { alias: productionRouter },
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  const server = createServer((request, response) => {
    const path = new URL(request.url!, 'http://floor').pathname;
    const file = extname(path) ? normalize(path).replace(/^(\.\.[/\\])+/, '') : '/index.html';
    readFile(join(outDir, file)).then(
      (body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: async () => {
      await new Promise((closed) => server.close(closed));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
