import { defineConfig } from 'vitest/config';

// Three projects, one per kind of test: `npm run test:unit` answers in seconds, `test:api` drives the
// server through app.inject on SQLite and PostgreSQL, `test:e2e` drives Chromium against the built app.
// `npm test` runs all three.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // Two files at a time even on a 2-core machine (vitest would take one): a browser test spends most
    // of its time waiting on the server and Chromium, so two overlap well (the suite ran 14 min alone).
    maxWorkers: 2,
    hookTimeout: 120_000,
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'api', include: ['test/api/**/*.test.ts'] } },
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'] } },
    ],
  },
});
