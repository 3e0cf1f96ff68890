// A life as a genealogy program writes it (births and deaths with their places, burials, notes written
// in place or as a record of their own) comes into the members it describes, goes out again in the export,
// and a file read back from the portal tells the same as the file that came in.
import { readFile } from 'node:fs/promises';
import { parse } from 'gedcom';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { summariseGedcom } from '../support/gedcom-summary.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { exportGedcom, importGedcom } from './helpers/gedcom.ts';
import { multipartBody } from './helpers/samples.ts';

const FILE = new URL('../fixtures/gedcom/life-events.ged', import.meta.url);

describeOnDatabases('GEDCOM life events', (db) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestApp({ db }), buildTestApp({ db })]);
  });
  afterAll(async () => Promise.all([first?.close(), second?.close()]));

  test('the deaths, places and stories of the file become the members’ own', async () => {
    const { rootId } = await importGedcom(first, await readFile(FILE));
    const root = (await first.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${rootId}` })).json();
    expect(root).toMatchObject({
      name: 'حسن',
      birthdate: '02-03-1814',
      birthPlace: 'عين الزيتون، صفد',
      deathDate: '11-09-1890',
      deathPlace: 'صفد',
      burialPlace: 'مقبرة عين الزيتون',
      biography: 'زرع الزيتون في الوادي\n\nوبنى بيت العائلة سنة 1850 بيديه.',
      lifeStatus: 'deceased',
    });
    const [son, zainab, halima] = (
      await first.injectAs('BISH', {
        method: 'GET',
        url: `/api/v1/members?filter=${encodeURIComponent(JSON.stringify({ parentId: rootId }))}`,
      })
    ).json();
    // Dates as the file remembers them: a month, after and before a year, a year alone.
    expect(son).toMatchObject({ name: 'محمود', birthdate: '03-1840', birthPlace: 'صفد', deathDate: null, lifeStatus: 'deceased' });
    expect(zainab).toMatchObject({ name: 'زينب', birthdate: 'AFT 1842', deathDate: 'BEF 1900', lifeStatus: 'deceased' });
    // A death "from 1900 to 1910" is no date the portal keeps: it is left out, and the preview says so.
    expect(halima).toMatchObject({ name: 'حليمة', birthdate: '1845', deathDate: null });
    const sonRecord = (await first.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${son.id}` })).json();
    expect(sonRecord.biography).toBe('هاجر إلى دمشق سنة 1948.\nوعاد في الصيف.');
    // The marriage's day comes with the wife, her birth between two years and a divorce about a year.
    const [wife] = (await first.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${rootId}/getpartners` })).json();
    expect(wife).toMatchObject({ name: 'فاطمة', birthdate: 'BET 1815 AND 1818', marriageDate: '05-06-1835', divorceDate: 'ABT 1850' });
  });

  test('the preview says which date it leaves out', async () => {
    const preview = await first.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/gedcom/preview',
      ...multipartBody({}, { data: await readFile(FILE), name: 'family.ged', type: 'text/plain' }),
    });
    expect(preview.json().problems.list).toEqual([
      { code: 'inexactDate', who: 'حليمة الناصر (@I5@)', date: 'FROM 1900 TO 1910', field: 'deathDate' },
    ]);
  });

  test('the export writes them, and a portal that imports the export writes the same file', async () => {
    const out = await exportGedcom(first);
    const hasan = summariseGedcom(out).people.find((p) => p.name === 'حسن /الناصر/')!;
    expect(hasan).toMatchObject({
      birth: '2 MAR 1814',
      birthPlace: 'عين الزيتون، صفد',
      dead: true,
      death: '11 SEP 1890',
      deathPlace: 'صفد',
      burialPlace: 'مقبرة عين الزيتون',
      note: 'زرع الزيتون في الوادي\n\nوبنى بيت العائلة سنة 1850 بيديه.',
    });
    const mahmoud = summariseGedcom(out).people.find((p) => p.name === 'محمود /الناصر/')!;
    expect(mahmoud).toMatchObject({ dead: true, death: null, birthPlace: 'صفد', note: 'هاجر إلى دمشق سنة 1948.\nوعاد في الصيف.' });

    const family = parse(out).children.find((c) => c.type === 'FAM')!;
    const date = (event: string) => family.children.find((c) => c.type === event)?.children.find((c) => c.type === 'DATE')?.data?.value;
    expect([date('MARR'), date('DIV')]).toEqual(['5 JUN 1835', 'ABT 1850']);
    // Every date the portal kept goes out in GEDCOM's own words.
    const people = summariseGedcom(out).people;
    const dates = (name: string) => people.filter((p) => p.name === name).map((p) => [p.birth, p.death]);
    expect(dates('فاطمة /العلي/')).toEqual([['BET 1815 AND 1818', null]]);
    expect(dates('محمود /الناصر/')).toEqual([['MAR 1840', null]]);
    expect(dates('زينب /الناصر/')).toEqual([['AFT 1842', 'BEF 1900']]);
    expect(dates('حليمة /الناصر/')).toEqual([['1845', null]]);

    await importGedcom(second, Buffer.from(out));
    expect(summariseGedcom(await exportGedcom(second)).people).toEqual(summariseGedcom(out).people);
  });
});
