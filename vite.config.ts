import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * React Router 7's package exports name only its development build, whose warnings and checks cost a
 * phone's first start about 30 ms of script (remix-run/react-router#14102); it ships the production
 * build beside it, which the portal's build uses. The router's own files are named by path because
 * its exports do not list them.
 */
const routerProduction = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

// The API runs on the Fastify server; in development Vite forwards /api to it.
export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : [],
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
    // files, whose imports, exports and compression overhead cost the phone 9 KB more (bench/weight.ts).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'portal', tags: ['$initial'] }] } } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
