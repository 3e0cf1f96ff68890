// The demo family exported, imported into an empty portal and exported again: both files describe the
// same people, names, dates and links, as a third-party parser reads them (header dates aside).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { summariseGedcom } from '../support/gedcom-summary.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody } from './helpers/samples.ts';

describeOnDatabases('GEDCOM round trip', (db) => {
  let demo: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    [demo, empty] = await Promise.all([buildTestApp({ db, config: { demo: true } }), buildTestApp({ db })]);
  });
  afterAll(async () => Promise.all([demo?.close(), empty?.close()]));

  const exported = async (t: TestApp) => {
    const response = await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/gedcom/export' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  test('the family comes back the same', async () => {
    const first = await exported(demo);
    const root = (await demo.app.repositories.members.tree())!;
    const imported = await empty.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/gedcom/import',
      ...multipartBody({ ancestor: `I${root.id}` }, { data: Buffer.from(first), name: 'family.ged', type: 'text/plain' }),
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({
      members: await demo.app.repositories.members.count(),
      partners: await demo.app.repositories.ofResource('family-partners').count(),
    });
    const before = summariseGedcom(first);
    const after = summariseGedcom(await exported(empty));
    expect(before.people.length).toBeGreaterThan(300);
    expect(after.families).toBe(before.families);
    expect(after.people).toEqual(before.people);
  });
});
