import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * React Router 7's package exports name only its development build, whose warnings and checks cost a
 * phone's first start about 30 ms of script (remix-run/react-router#14102); it ships the production
 * build beside it, which the portal's build uses. The router's own files are named by path because
 * its exports do not list them.
 */
const routerProduction = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/** What a build resolves react-router to: its production build. */
export const productionRouter = [
  { find: /^react-router$/, replacement: routerProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
];

/**
 * Marks the entry file for V8's explicit compile hints (Chrome 136): Chrome then compiles all of it on
 * a background thread while it downloads, instead of function by function on the main thread as the
 * portal starts, nearly all of whose code runs at once. The mark must be the file's first line, so it
 * goes on after the build's own additions; the source map's lines move down one with it.
 */
export const compileEntryEagerly: Plugin = {
  name: 'compile-entry-eagerly',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        const map = bundle[`${file.fileName}.map`];
        if (map?.type === 'asset') {
          const json = JSON.parse(String(map.source)) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      }
    },
  },
};

/** The module that asks for a page's first records (src/public-site/routing/firstReads.ts), an entry of its own. */
const FIRST_READS = 'src/public-site/routing/firstReads.ts';
/** The first reads' file is some 12 KB: the page's addresses, the session and the HTTP client. */
const FIRST_READS_MAX_BYTES = 32_000;

/**
 * Runs the first reads (FIRST_READS) as soon as their small file has come, while the portal's bundle is still
 * downloading and compiling: on the phone profile the records were asked for some 450 ms sooner. The file is an
 * entry of the build, named in index.html before the bundle's own script; the bundle imports it as well, so
 * it runs once, and in development (one entry) the bundle's import runs it first.
 */
const firstReadsAtOnce: Plugin = {
  name: 'first-reads-at-once',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const chunk = Object.values(bundle ?? {}).find(
        (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(FIRST_READS),
      );
      if (chunk?.type !== 'chunk') throw new Error(`the build has no entry for ${FIRST_READS}`);
      // What the first reads import comes in their file: a large import would hold the requests back again.
      if (chunk.code.length > FIRST_READS_MAX_BYTES)
        throw new Error(`${chunk.fileName} is ${chunk.code.length} bytes: ${FIRST_READS} imports too much`);
      // Before the bundle's script: module scripts run in the order they are written.
      return html.replace('<script type="module"', `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    $&`);
    },
  },
};

// The API runs on the Fastify server; in development Vite forwards /api to it.
/**
 * The service worker (service-worker/sw.ts), built beside the app as /sw.js with the list of files it keeps from
 * the start: only the installed app's icons. The manifest is the server's, in the reader's language
 * (server/features/install), and the worker is registered by the portal once a member signs in.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  // One classic script: every browser that has service workers runs it (a module worker needs Safari 15+).
  injectManifest: { globPatterns: ['icons/*.png'], rollupFormat: 'iife' },
});

export default defineConfig(({ command }) => ({
  plugins: [react(), compileEntryEagerly, firstReadsAtOnce, serviceWorker],
  resolve: {
    alias: command === 'build' ? productionRouter : [],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the server names each screen's files in the page it sends for its address.
    manifest: true,
    // Phones' browsers preload modules themselves (Chrome 66, Safari 17, Firefox 115); an older one still
    // runs the portal, fetching a chunk when it is imported. The polyfill would weigh on every first visit.
    modulePreload: { polyfill: false },
    // Every module the first page needs in one file: split among pages' shared chunks they were 22 small
    // files, whose imports, exports and compression overhead cost the phone 9 KB more (bench/weight.ts). Only
    // the first reads and what they import come before it, in a small file of their own (firstReadsAtOnce).
    rolldownOptions: {
      input: { index: 'index.html', 'first-reads': FIRST_READS },
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-reads', test: (id: string) => id.endsWith(FIRST_READS), includeDependenciesRecursively: true, priority: 2 },
            { name: 'portal', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
