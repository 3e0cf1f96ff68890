// The contracts of the calls beyond the entities are written once, in schema/api/. Here one file's content
// only is changed (a copy of schema/api/history.json whose changes query allows a shorter resource name, and
// whose change answer has one more field), and the server's validation, /api/docs and the generated types
// all follow it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import history from '../../schema/api/history.json';
import { renderApi } from '../../scripts/render-api.ts';
import { API_SCHEMAS } from '../../server/api-schemas.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const HISTORY_FILE = new URL('../../schema/api/history.json', import.meta.url);
const onDisk = JSON.parse(readFileSync(HISTORY_FILE, 'utf8')) as typeof history;
const { SHORTER, ADDED } = vi.hoisted(() => ({ SHORTER: 12, ADDED: 'reviewedBy' }));

// Every module that imports the file (the server's registration, the type renderer) gets the changed copy.
vi.mock('../../schema/api/history.json', async (original) => {
  const file = (await original<{ default: typeof history }>()).default;
  const { changesQuery, change } = file.definitions;
  const resource = { ...changesQuery.properties.resource, maxLength: SHORTER };
  return {
    default: {
      ...file,
      definitions: {
        ...file.definitions,
        changesQuery: { ...changesQuery, properties: { ...changesQuery.properties, resource } },
        change: {
          ...change,
          properties: { ...change.properties, [ADDED]: { description: 'Who looked it over.', type: ['string', 'null'] } },
        },
      },
    },
  };
});

/** Every `$ref` of the document, which must name one of its components. */
function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  return found;
}

describe('the history contracts, changed in schema/api/history.json only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db: 'sqlite' });
  });
  afterAll(async () => t?.close());

  test('the changed copy is the one every module reads', () => {
    expect(onDisk.definitions.changesQuery.properties.resource.maxLength).not.toBe(SHORTER);
    expect(history.definitions.changesQuery.properties.resource.maxLength).toBe(SHORTER);
    expect(API_SCHEMAS).toContain(history);
  });

  test('the server validates the query by the changed rule', async () => {
    const list = (resource: string) => t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes?resource=${resource}` });
    const refused = await list('x'.repeat(SHORTER + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'resource', rule: 'maxLength', limit: SHORTER }]);
    // As long as the rule allows: then the reader's roles decide (no such resource for anyone).
    expect((await list('x'.repeat(SHORTER))).statusCode).toBe(403);
    expect((await list('albums')).statusCode).toBe(200);
  });

  test('/api/docs carries the changed rule and the added field, and each of its references resolves', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = doc.paths['/api/v1/changes'].get.parameters as Array<{ name: string; schema: { maxLength?: number } }>;
    expect(parameters.find((p) => p.name === 'resource')?.schema.maxLength).toBe(SHORTER);
    expect(doc.components.schemas['history-change'].properties[ADDED]).toMatchObject({ description: 'Who looked it over.' });
    expect(doc.paths['/api/v1/changes'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/history-changeList',
    });
    const refs = refsOf(doc.paths).concat(refsOf(doc.components));
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    }
  });

  test('the generated type of a change has the added field', async () => {
    const types = await renderApi();
    const change = types.slice(types.indexOf('export interface Change {'));
    expect(change.slice(0, change.indexOf('\n}'))).toContain(`${ADDED}?: string | null;`);
    expect(types).toContain('"history#/definitions/change": Change;');
  });
});
