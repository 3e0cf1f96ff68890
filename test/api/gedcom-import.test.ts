// GEDCOM files from other programs come in: the preview says what would be added and writes nothing, the
// import writes it all (names exact, whatever the encoding), bad files change nothing.
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { multipartBody } from './helpers/samples.ts';

const fixture = (name: string) => readFile(new URL(`../fixtures/gedcom/${name}`, import.meta.url));

describeOnDatabases('GEDCOM import', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const send = async (
    call: 'preview' | 'import',
    data: Buffer,
    fields: Record<string, unknown> = {},
    role: 'ADMIN' | 'MODERATOR' = 'ADMIN',
  ) =>
    t.injectAs(role, {
      method: 'POST',
      url: `/api/v1/gedcom/${call}`,
      ...multipartBody(fields, { data, name: 'family.ged', type: 'text/plain' }),
    });
  const counts = async () => ({
    members: await t.app.repositories.members.count(),
    partners: await t.app.repositories.ofResource('family-partners').count(),
  });
  const search = async (q: string) =>
    (
      await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/members?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,9]` })
    ).json();

  test('only an admin previews or imports', async () => {
    const file = await fixture('arabic-utf8-bom.ged');
    expect((await send('preview', file, {}, 'MODERATOR')).statusCode).toBe(403);
    expect((await send('import', file, {}, 'MODERATOR')).statusCode).toBe(403);
    expect(await counts()).toEqual({ members: 0, partners: 0 });
  });

  let rootId = 0;
  test('a file starts the tree of an empty portal, after a preview that writes nothing', async () => {
    const file = await fixture('arabic-utf8-bom.ged');
    const preview = await send('preview', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      ancestor: 'I1',
      inFile: 6,
      people: 3,
      partners: 2,
      spouses: 2,
      pictures: 0,
      unplaced: { count: 1, people: [{ xref: 'I6', name: 'غريب البعيد', reason: 'notDescendant' }] },
    });
    // An approximate birth date and a death known by its year only are kept as said (no problem); the
    // Hijri birth date becomes its Gregorian day.
    expect(preview.json().problems).toEqual({ count: 0, list: [] });
    expect(await counts()).toEqual({ members: 0, partners: 0 });
    const imported = await send('import', file);
    expect(imported.statusCode).toBe(201);
    rootId = imported.json().rootId;
    expect(await counts()).toEqual({ members: 3, partners: 2 });
    const root = (await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/members/${rootId}` })).json();
    expect(root).toMatchObject({
      name: 'خليل',
      familyName: 'الأحمد',
      birthdate: '01-01-1930',
      deathDate: '1999',
      isAlive: 'no',
      parentId: null,
    });
    const son = (await search('عمر خليل')).find((m: { name: string }) => m.name === 'عُمَر');
    expect(son).toMatchObject({ birthdate: 'ABT 1955' });
    // The search column is written: the granddaughter is found by her name chain.
    expect((await search('ليلى عمر خليل')).map((m: { name: string; birthdate: string }) => [m.name, m.birthdate])).toEqual([
      ['ليلى', '27-05-1980'],
    ]);
  });

  test('a non-empty portal needs the member the branch joins under', async () => {
    const response = await send('import', await fixture('hebrew-utf8.ged'));
    expect(response.statusCode).toBe(400);
    expect(await counts()).toEqual({ members: 3, partners: 2 });
  });

  test.each([
    ['arabic-utf16.ged', 3, 2, 1, 'خليل'],
    ['hebrew-utf8.ged', 3, 2, 1, 'אברהם'],
    ['cousin-551-ansel.ged', 4, 2, 1, 'José'],
    ['gedcom7-extensions.ged', 3, 0, 0, 'سعيد'],
  ])('%s joins the tree as a branch with its counts', async (name, members, partners, unplaced, ancestorName) => {
    const file = await fixture(name);
    const preview = (await send('preview', file, { underId: rootId })).json();
    expect(preview).toMatchObject({ people: members, partners, unplaced: { count: unplaced } });
    const before = await counts();
    const imported = await send('import', file, { underId: rootId, ancestor: preview.ancestor });
    expect(imported.statusCode).toBe(201);
    expect(await counts()).toEqual({ members: before.members + members, partners: before.partners + partners });
    const ancestor = (await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/members/${imported.json().rootId}` })).json();
    expect(ancestor).toMatchObject({ name: ancestorName, parentId: rootId, fatherName: 'خليل' });
  });

  test('ANSEL accents, a second marriage and a family without a husband come through', async () => {
    const partners = await t.app.repositories
      .ofResource('family-partners')
      .list({ sort: { field: 'id', order: 'ASC' }, filter: { familyName: 'Müller' } });
    expect(partners.records.map((p) => p.name)).toEqual(['Renée']);
    const [lucie] = (await search('Lucie')) as Array<{ fatherName: string | null; motherName: string | null; grandfatherName: string }>;
    // Born on 5 Tishri 5740, as the file writes it in the Hebrew calendar.
    expect(lucie).toMatchObject({ fatherName: null, motherName: 'Marie', grandfatherName: 'José', birthdate: '26-09-1979' });
  });

  test.each([['not-gedcom.txt', /Not a GEDCOM file/]])('%s is refused with a clear message and changes nothing', async (name, message) => {
    const before = await counts();
    for (const call of ['preview', 'import'] as const) {
      const response = await send(call, await fixture(name), { underId: rootId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  test('someone recorded as their own ancestor: the one link that closes the loop is left out and said, and both come in', async () => {
    const preview = await send('preview', await fixture('own-ancestor.ged'), { underId: rootId });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      inFile: 2,
      people: 2,
      spouses: 0,
      unplaced: { count: 0 },
      problems: { list: [{ code: 'loopBroken', who: 'Cain Loop (@I2@)', target: 'Adam Loop (@I1@)' }] },
    });
  });

  test('a file cut short is read as far as it goes: the preview says its end is missing, the import brings who is in it', async () => {
    const preview = await send('preview', await fixture('truncated.ged'), { underId: rootId });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().problems.list).toContainEqual({ code: 'noTrailer', line: 25, count: 1 });
    const before = await counts();
    expect((await send('import', await fixture('truncated.ged'), { underId: rootId, matching: 'none' })).statusCode).toBe(201);
    expect((await counts()).members).toBeGreaterThan(before.members);
  });

  test('a file sent in chunks, its length not said beforehand, is read as the same file sent whole', async () => {
    const file = await fixture('arabic-utf8-bom.ged');
    const whole = await send('preview', file, { underId: rootId });
    const { payload, headers } = multipartBody({ underId: rootId }, { data: file, name: 'family.ged', type: 'text/plain' });
    // A stream's length is not known to the request: it goes without Content-Length, as a chunked upload does.
    const chunked = await t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/gedcom/preview',
      headers,
      payload: Readable.from([payload]),
    });
    expect(chunked.statusCode, chunked.body).toBe(200);
    expect(whole.statusCode).toBe(200);
    expect(chunked.json()).toEqual(whole.json());
    // Read either way, a file over the limit is refused.
    const tooLarge = multipartBody({}, { data: Buffer.alloc(81 * 1024 * 1024, 0x41), name: 'family.ged', type: 'text/plain' });
    const refused = await t.injectAs('ADMIN', {
      method: 'POST',
      url: '/api/v1/gedcom/preview',
      headers: tooLarge.headers,
      payload: Readable.from([tooLarge.payload]),
    });
    expect(refused.statusCode).toBe(413);
  });

  test('90 MB of junk is refused before it is read; a file larger than a photo is read', async () => {
    const before = await counts();
    expect((await send('import', Buffer.alloc(90 * 1024 * 1024, 0x41), { underId: rootId })).statusCode).toBe(413);
    const junk = await send('import', Buffer.alloc(20 * 1024 * 1024, 0x41), { underId: rootId });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toMatch(/Not a GEDCOM file/);
    expect(await counts()).toEqual(before);
  });

  test('an unknown ancestor or member is refused', async () => {
    const file = await fixture('hebrew-utf8.ged');
    expect((await send('preview', file, { ancestor: 'I99' })).statusCode).toBe(400);
    expect((await send('import', file, { underId: 999999 })).statusCode).toBe(404);
  });
});
