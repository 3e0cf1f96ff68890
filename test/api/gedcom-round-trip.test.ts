// The demo family exported, imported into an empty portal and exported again: both files describe the
// same people, names, dates and links, as a third-party parser reads them (header dates aside).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { summariseGedcom } from '../support/gedcom-summary.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { exportGedcom, importGedcom } from './helpers/gedcom.ts';

describeOnDatabases('GEDCOM round trip', (db) => {
  let demo: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    [demo, empty] = await Promise.all([buildTestApp({ db, config: { demo: true } }), buildTestApp({ db })]);
  });
  afterAll(async () => Promise.all([demo?.close(), empty?.close()]));

  test('the family comes back the same', async () => {
    const first = await exportGedcom(demo);
    const root = (await demo.app.repositories.members.tree())!;
    const imported = await importGedcom(empty, Buffer.from(first), { ancestor: `I${root.id}` });
    expect(imported).toMatchObject({
      members: await demo.app.repositories.members.count(),
      partners: await demo.app.repositories.ofResource('family-partners').count(),
    });
    const before = summariseGedcom(first);
    const after = summariseGedcom(await exportGedcom(empty));
    expect(before.people.length).toBeGreaterThan(300);
    expect(after.families).toBe(before.families);
    expect(after.people).toEqual(before.people);
  });
});
