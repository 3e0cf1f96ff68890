import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on the Fastify server; in development Vite forwards /api to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Phones' browsers preload modules themselves (Chrome 66, Safari 17, Firefox 115); an older one still
    // runs the portal, fetching a chunk when it is imported. The polyfill would weigh on every first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'portal', tags: ['$initial'] }] } } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
