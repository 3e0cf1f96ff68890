// A father with two wives, in a handwritten file with Arabic names: each wife comes in as his partner, in the
// order of the marriages, and her children with her as their mother; a child of a family with the father
// alone has none. The export writes one family per marriage with its children, and the family comes back
// the same when the export is imported again.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { summariseGedcom } from '../support/gedcom-summary.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { exportGedcom, importGedcom } from './helpers/gedcom.ts';

describeOnDatabases('GEDCOM: the children of each wife', (db) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestApp({ db }), buildTestApp({ db })]);
  });
  afterAll(async () => Promise.all([first?.close(), second?.close()]));

  /** The father's wives in the order of the marriages, each with her children's names, then the children of no recorded mother. */
  const childrenByWife = async (t: TestApp, rootId: number) => {
    const get = async (url: string) => (await t.injectAs('BISH', { method: 'GET', url })).json();
    const [father] = await get(`/api/v1/members/${rootId}/getchildren`);
    const wives: Array<{ id: number; name: string }> = await get(`/api/v1/members/${father.id}/getpartners`);
    const children: Array<{ name: string; motherId: number | null }> = await get(`/api/v1/members/${father.id}/getchildren`);
    const of = (id: number | null) => children.filter((c) => c.motherId === id).map((c) => c.name);
    return [...wives.map((w) => [w.name, of(w.id)]), ['', of(null)]];
  };

  test('each wife’s children come in under her, and go out and back in the same', async () => {
    const file = await readFile(new URL('../fixtures/gedcom/two-wives.ged', import.meta.url));
    const { rootId } = await importGedcom(first, file);
    const expected = [
      ['سلمى', ['يوسف', 'مريم']],
      ['هند', ['خالد']],
      ['', ['عمر']],
    ];
    expect(await childrenByWife(first, rootId)).toEqual(expected);

    const out = await exportGedcom(first);
    const families = out.split(/\n(?=0 )/).filter((record) => / FAM\r?$/m.test(record.split('\n')[0]));
    const ahmad = families.filter((f) => f.includes('1 HUSB') && !f.includes('CHIL @I' + String(rootId + 1) + '@'));
    // One family per marriage, the first marriage first, and one of the father alone.
    expect(ahmad.map((f) => [/1 WIFE/.test(f), (f.match(/1 CHIL/g) ?? []).length])).toEqual([
      [true, 2],
      [true, 1],
      [false, 1],
    ]);
    const people = summariseGedcom(out).people;
    const parentsOf = (name: string) => people.find((p) => p.name.startsWith(name))?.parents;
    expect(parentsOf('خالد')).toEqual(['أحمد /الخطيب/', 'هند /الحسن/'].sort());
    expect(parentsOf('عمر')).toEqual(['أحمد /الخطيب/']);

    const again = await importGedcom(second, Buffer.from(out));
    expect(await childrenByWife(second, again.rootId)).toEqual(expected);
    expect(summariseGedcom(await exportGedcom(second)).people).toEqual(people);
  });
});
