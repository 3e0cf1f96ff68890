import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import routeTable from '../../schema/routes.json';

// The spec's route table, read from the spec itself so that a route dropped from schema/routes.json is noticed.
async function specRoutes(): Promise<string[]> {
  const spec = await readFile(new URL('../../../shared/spec/portal-spec.md', import.meta.url), 'utf8');
  const table = spec.slice(spec.indexOf('### Route table'), spec.indexOf('### Navigation bar'));
  return [...table.matchAll(/^\| (\/\S*) \|/gm)].map((m) => m[1].replace(/\{(\w+)\}/g, ':$1'));
}

test('every route of the spec has an entry with a role', async () => {
  const ours = new Set(routeTable.routes.map((r) => r.path));
  const spec = await specRoutes();
  expect(spec.length).toBeGreaterThan(40);
  const missing = spec.filter((p) => !ours.has(p));
  expect(missing).toEqual([]);
});

test('paths are unique', () => {
  const paths = routeTable.routes.map((r) => r.path);
  expect(new Set(paths).size).toBe(paths.length);
});
