// Every server feature has the same shape (server/features/README.md): its routes' plugin, its README, and
// the tables it adds joined into the one Database type. A feature folder that misses a part fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const FEATURES = new URL('../../server/features/', import.meta.url).pathname;
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const database = readFileSync(new URL('../../server/db/database.ts', import.meta.url), 'utf8');
const app = readFileSync(new URL('../../server/app.ts', import.meta.url), 'utf8');

test('the features are the ones the README lists', () => {
  const readme = readFileSync(join(FEATURES, 'README.md'), 'utf8');
  const listed = [...readme.matchAll(/^\| `(\w+)\/` \|/gm)].map((m) => m[1]);
  expect(features.sort()).toEqual(listed.sort());
});

test.each(features)('%s has its routes registered by the app and a README', async (feature) => {
  expect(existsSync(join(FEATURES, feature, 'README.md'))).toBe(true);
  const routes = (await import(join(FEATURES, feature, 'routes.ts'))) as { default?: unknown };
  expect(typeof routes.default).toBe('function');
  expect(app).toContain(`from './features/${feature}/routes.ts'`);
});

test.each(features.filter((feature) => existsSync(join(FEATURES, feature, 'tables.ts'))))(
  "%s's tables are part of the Database type",
  (feature) => {
    const tables = readFileSync(join(FEATURES, feature, 'tables.ts'), 'utf8');
    const [, name] = /export interface (\w+Tables) \{/.exec(tables) ?? [];
    expect(name).toBeDefined();
    expect(database).toContain(`import type { ${name} } from '../features/${feature}/tables.ts';`);
    expect(database).toMatch(new RegExp(`export type Database = [^;]*\\b${name}\\b`));
  },
);
