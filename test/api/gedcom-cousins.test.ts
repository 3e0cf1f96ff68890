// A handwritten family with a cousin marriage and a daughter's children comes in and goes out as the
// portal keeps them: the wife who is a cousin is one person in two roles (her husband's partner record
// links to her member record, the file has one INDI for her with FAMC and FAMS), the couple's child is
// under the father, the daughter's children are under her as far as DAUGHTERS_CHILDREN_GENERATIONS says.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { summariseGedcom } from '../support/gedcom-summary.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { exportGedcom, importGedcom } from './helpers/gedcom.ts';

const FIXTURE = new URL('../fixtures/gedcom/cousins-and-daughters.ged', import.meta.url);

describeOnDatabases('GEDCOM: cousins who marry and daughters’ children', (db) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestApp({ db }), buildTestApp({ db })]);
  });
  afterAll(async () => Promise.all([first?.close(), second?.close()]));

  const memberNamed = async (t: TestApp, name: string) =>
    (await t.app.repositories.members.list({ sort: { field: 'id', order: 'ASC' }, filter: {} })).records.find((m) => m.name === name)!;

  test('the import links the cousin wife and places the daughter’s children under her, one generation down', async () => {
    const imported = await importGedcom(first, await readFile(FIXTURE), { ancestor: 'I1' });
    // Nine members (the daughter's grandson Rami is a second generation below her, not recorded), and the
    // partners: the daughter's husband, her son's wife, and the cousin wife once.
    expect(imported).toMatchObject({ members: 9, partners: 3 });
    const [jamil, maryam, sami, layla, karim] = await Promise.all(
      ['جميل', 'مريم', 'سامي', 'ليلى', 'كريم'].map((name) => memberNamed(first, name)),
    );
    const partners = (await first.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${jamil.id}/getpartners` })).json();
    expect(partners).toMatchObject([{ name: 'مريم', partnerMemberId: maryam.id, marriageDate: '01-06-2012' }]);
    expect((await first.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${maryam.id}/getpartners` })).json()).toMatchObject([
      { name: 'جميل', partnerMemberId: jamil.id },
    ]);
    expect(sami.parentId).toBe(jamil.id);
    expect(karim).toMatchObject({ parentId: layla.id, familyName: 'خوري', fatherName: 'نبيل', outsideLine: 'yes' });
    expect(await memberNamed(first, 'رامي')).toBeUndefined();
  });

  test('the export writes the cousin wife once, child of her father and wife of her husband, and comes back the same', async () => {
    const text = await exportGedcom(first);
    const people = summariseGedcom(text).people;
    expect(people.filter((p) => p.name === 'مريم /حداد/')).toEqual([
      expect.objectContaining({ parents: ['يوسف /حداد/'], spouses: ['جميل /حداد/'] }),
    ]);
    expect(people.find((p) => p.name === 'سامي /حداد/')!.parents).toEqual(['جميل /حداد/', 'مريم /حداد/']);
    expect(people.find((p) => p.name === 'كريم /خوري/')!.parents).toEqual(['ليلى /حداد/', 'نبيل /خوري/']);

    expect(await importGedcom(second, Buffer.from(text), { ancestor: 'I1' })).toMatchObject({ members: 9, partners: 3 });
    const again = summariseGedcom(await exportGedcom(second));
    expect(again.people).toEqual(summariseGedcom(text).people);
    expect(again.families).toBe(summariseGedcom(text).families);
  });
});
