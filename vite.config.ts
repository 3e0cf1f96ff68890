import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on the Fastify server; in development Vite forwards /api to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
