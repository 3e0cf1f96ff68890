import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on the Fastify server; in development Vite forwards /api to it.
export default defineConfig({
  plugins: [react()],
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
});
