// Importing a family that is already here: the same file imported again adds no one, its people found under the
// same parents by name and year of birth and linked; a newer export adds only who is new, under the members found;
// the admin may say that a match is not the same person, or add everyone.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { importGedcom } from './helpers/gedcom.ts';
import { multipartBody } from './helpers/samples.ts';

const FIXTURE = new URL('../fixtures/gedcom/hebrew-utf8.ged', import.meta.url);

describeOnDatabases('GEDCOM: importing a family that is already here', (db) => {
  let t: TestApp;
  let file: string;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    file = await readFile(FIXTURE, 'utf8');
  });
  afterAll(async () => t?.close());

  const counts = async () => ({
    members: await t.app.repositories.members.count(),
    partners: await t.app.repositories.ofResource('family-partners').count(),
  });
  const preview = async (text: string, fields: Record<string, string> = {}) => {
    const response = await t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/gedcom/preview',
      ...multipartBody(fields, { data: Buffer.from(text), name: 'family.ged', type: 'text/plain' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** The file with a new daughter of Isaac (I3), born in 1990. */
  const withNewDaughter = (text: string) =>
    text
      .replace('1 FAMC @F1@\n1 FAMS @F2@', '1 FAMC @F1@\n1 FAMS @F2@')
      .replace('0 @F1@ FAM', '0 @I7@ INDI\n1 NAME מרים /לוי/\n1 SEX F\n1 BIRT\n2 DATE 1990\n1 FAMC @F2@\n0 @F1@ FAM')
      .replace('1 CHIL @I5@', '1 CHIL @I5@\n1 CHIL @I7@');

  test('the same file imported again adds no one: its people are found and linked', async () => {
    const first = await importGedcom(t, Buffer.from(file));
    expect(first).toMatchObject({ members: 3, partners: 2, linked: 0 });
    const before = await counts();

    expect(await preview(file)).toMatchObject({
      people: 0,
      partners: 0,
      matches: { count: 3, list: [{ xref: 'I1', name: 'אברהם', memberId: first.rootId }, { xref: 'I3' }, { xref: 'I5' }] },
    });
    expect(await importGedcom(t, Buffer.from(file))).toMatchObject({ members: 0, partners: 0, linked: 3, rootId: first.rootId });
    expect(await counts()).toEqual(before);
  });

  test('a newer export adds only who is new, under the member found, with the mother already recorded', async () => {
    const before = await counts();
    const newer = withNewDaughter(file);
    expect(await preview(newer)).toMatchObject({ people: 1, partners: 0, matches: { count: 3 } });
    expect(await importGedcom(t, Buffer.from(newer))).toMatchObject({ members: 1, partners: 0, linked: 3 });
    expect(await counts()).toEqual({ members: before.members + 1, partners: before.partners });
    const members = (await t.app.repositories.members.list({ sort: { field: 'id', order: 'ASC' }, filter: {} })).records;
    const isaac = members.find((m) => m.name === 'יצחק')!;
    const miriam = members.find((m) => m.name === 'מרים')!;
    const rivka = (
      await t.app.repositories.ofResource('family-partners').list({ sort: { field: 'id', order: 'ASC' }, filter: {} })
    ).records.find((p) => p.name === 'רבקה')!;
    expect(miriam).toMatchObject({ parentId: isaac.id, motherId: rivka.id, birthdate: '1990' });
  });

  test('a person the admin says is not the member found is added, with whoever is below them; "none" adds everyone', async () => {
    const newer = withNewDaughter(file);
    // Isaac is said to be another man: he, Dina and Miriam come in as new, under Abraham, with Rebecca again.
    expect(await preview(newer, { separate: '@I3@' })).toMatchObject({ people: 3, partners: 1, matches: { count: 1 } });
    expect(await preview(newer, { matching: 'none' })).toMatchObject({ people: 4, partners: 2, matches: { count: 0 } });
    const refused = await t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/gedcom/preview',
      ...multipartBody({ matching: 'maybe' }, { data: Buffer.from(file), name: 'family.ged', type: 'text/plain' }),
    });
    expect(refused.statusCode).toBe(400);
  });

  test('a person whose identifier an earlier import kept is found by it, renamed and wherever they are', async () => {
    const abraham = (await t.app.repositories.members.list({ sort: { field: 'id', order: 'ASC' }, filter: { parentId: null } })).records[0];
    const family = (son: string) =>
      [
        '0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8',
        '0 @I1@ INDI', '1 NAME Salim /Haddad/', '1 _UID 0A1B2C3D4E5F', '1 FAMS @F1@',
        '0 @I2@ INDI', `1 NAME ${son} /Haddad/`, '1 REFN 42', '1 FAMC @F1@',
        '0 @F1@ FAM', '1 HUSB @I1@', '1 CHIL @I2@',
        '0 TRLR', '',
      ].join('\n'); // prettier-ignore
    expect(await importGedcom(t, Buffer.from(family('Omar')), { underId: String(abraham.id) })).toMatchObject({ members: 2, linked: 0 });
    // The son's name was corrected in the other program: the name alone would not find him, his number does.
    expect(await preview(family('Umar'), { underId: String(abraham.id) })).toMatchObject({ people: 0, matches: { count: 2 } });
    expect((await preview(family('Umar'), { underId: String(abraham.id) })).problems.list).toEqual([]);
  });
});
