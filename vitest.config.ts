import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium.ts';

/**
 * The API test files that replace a module with vi.mock: they need a module graph of their own, which the other
 * API files share to save importing the server again for each file (minutes on a 2-core machine).
 */
const API_FILES_MOCKING = readdirSync('test/api')
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.(mock|doMock)\(/.test(readFileSync(`test/api/${file}`, 'utf8')))
  .map((file) => `test/api/${file}`);

// One project per kind of test: `npm run test:unit` answers in seconds, `test:api` drives the server through
// app.inject on SQLite and PostgreSQL (the files that mock a module in a project of their own), `test:e2e`
// drives Chromium against the built app, and `test:component` renders the portal's components in Chromium,
// with no server. `npm test` runs them all.
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
      { extends: true, test: { name: 'api', include: ['test/api/**/*.test.ts'], exclude: API_FILES_MOCKING, isolate: false } },
      { extends: true, test: { name: 'api-mocking', include: API_FILES_MOCKING } },
      {
        extends: true,
        // A page in a browser answers a typed search or a click after a debounce and a server round trip: on a
        // busy 2-core machine that is more than the one second expect.poll waits by default.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/fixtures/demo-template.ts'],
          expect: { poll: { timeout: 10_000 } },
          // A test of several pages took 20–28 s on a 2-core machine where the suite ran 28 min, and passed 30 s there.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        // Every package the portal's pages and shared forms import is bundled before the first test, not found on the way,
        // which would reload the page under a running test.
        // react-dom/client is imported by vitest-browser-react, which the entries do not reach: found late,
        // it would make Vite optimise again and reload the page under a running test file.
        optimizeDeps: {
          entries: ['src/public-site/**/*.tsx', 'src/ui/**/*.tsx', 'src/back-office/**/*.tsx'],
          include: ['react-dom/client'],
        },
        test: {
          name: 'component',
          include: ['test/component/**/*.test.tsx'],
          // A component answers in milliseconds, but a test of many steps shares 2 cores with the API tests
          // running beside it: one of typing, a list to choose from and a form sent passed 10 s on a busy CI run.
          testTimeout: 30_000,
          // For the same reason, a page's first request (a lazy page's code loaded first) may take more than expect.poll's one second.
          expect: { poll: { timeout: 5_000 } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 900 },
            screenshotFailures: false,
          },
          // The `fetch` a test stubs (render.tsx) is the browser's own again for the next test.
          unstubGlobals: true,
        },
      },
    ],
  },
});
