import { defineConfig } from 'vitest/config';

// One run covers unit, API (SQLite and PostgreSQL) and browser tests; `npm test` builds the app first
// because the browser tests drive the real built server.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
