// Dates as families remember them (schema format "partial-date"): a birth, death, marriage or divorce may
// be a day, a month, a year, about, before, after or between two years. Each comes back as sent, lists
// sort by the earliest day it can mean and find it by the years it may fall in, the rules that compare
// dates refuse only what cannot be, a birthday needs its day, and a bad date changes nothing.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

/** Every kind of date, in the order of the earliest day each can mean ("before 1950" has none: its latest). */
const SORTED = ['AFT 1900', 'BET 1945 AND 1950', 'ABT 1948', '1948', '03-1948', '25-03-1948', 'BEF 1950'];

describeOnDatabases('dates as remembered', (db) => {
  let t: TestApp;
  const family = `Dates-${db}`;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await buildTestApp({ db });
    // Created out of order, so that the list's order is the dates' and not the ids'.
    for (const birthdate of [...SORTED].reverse()) {
      const created = await create({ name: `born ${birthdate}`, familyName: family, birthdate });
      expect(created.statusCode).toBe(201);
      ids.set(birthdate, created.json().id);
    }
  });
  afterAll(async () => t?.close());

  const create = (payload: Record<string, unknown>) => t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload });
  const read = async (id: number) => (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${id}` })).json();
  const list = async (filter: object, sort: [string, string] = ['birthdate', 'ASC']) => {
    const query = `filter=${encodeURIComponent(JSON.stringify({ familyName: family, ...filter }))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=[0,49]`;
    const response = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members?${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as Array<{ birthdate: string }>).map((m) => m.birthdate);
  };

  test('each kind of date comes back as it was sent, an exact one as the spec’s DD-MM-YYYY', async () => {
    for (const [birthdate, id] of ids) expect((await read(id)).birthdate).toBe(birthdate);
  });

  test('a list sorts by the earliest day each date can mean, either way', async () => {
    expect(await list({})).toEqual(SORTED);
    expect(await list({}, ['birthdate', 'DESC'])).toEqual([...SORTED].reverse());
  });

  test('a filter by years finds the dates that may fall in them', async () => {
    // "about 1948" may be 1947; a birth in 1948 may not.
    expect(await list({ birthdate: { from: 1947, to: 1947 } })).toEqual(['AFT 1900', 'BET 1945 AND 1950', 'ABT 1948', 'BEF 1950']);
    expect(await list({ birthdate: { from: 1950 } })).toEqual(['AFT 1900', 'BET 1945 AND 1950', 'ABT 1948']);
    expect(await list({ birthdate: { to: 1945 } })).toEqual(['AFT 1900', 'BET 1945 AND 1950', 'BEF 1950']);
    // The text itself still finds its records.
    expect(await list({ birthdate: 'ABT 1948' })).toEqual(['ABT 1948']);
    const refused = await t.injectAs('BISH', {
      method: 'GET',
      url: `/api/v1/members?filter=${encodeURIComponent(JSON.stringify({ birthdate: { from: 1950, to: 1940 } }))}`,
    });
    expect(refused.statusCode).toBe(400);
  });

  test('a bad date is refused at its field in the reader’s language, and changes nothing', async () => {
    const before = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members' })).json().length;
    // The words are what people type; the wire says ABT.
    const arabic = await create({ name: 'سليم', birthdate: 'about 1948' });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().fields).toEqual([{ field: 'birthdate', rule: 'partialDate' }]);
    expect(arabic.json().message).toBe(
      'تاريخ الميلاد: اكتب تاريخًا مثل ٢٥-٠٣-١٩٤٨ أو ٠٣-١٩٤٨ أو ١٩٤٨ أو حوالي ١٩٤٨ أو قبل ١٩٥٠ أو بعد ١٩٠٠ أو بين ١٩٤٥ و١٩٥٠',
    );
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members' })).json().length).toBe(before);

    const id = ids.get('1948')!;
    const edit = (deathDate: string) =>
      t.injectAs('MODERATOR', {
        method: 'PUT',
        url: `/api/v1/members/${id}`,
        payload: { name: 'born 1948', deathDate },
        headers: { 'accept-language': 'en' },
      });
    const backwards = await edit('BET 1990 AND 1980');
    expect(backwards.json()).toMatchObject({
      message: expect.stringContaining('Write a date such as 25-03-1948'),
      fields: [{ rule: 'partialDate' }],
    });
    const noDay = await edit('ABT 31-02-1990');
    expect(noDay.statusCode).toBe(400);
    expect(await read(id)).toMatchObject({ birthdate: '1948', deathDate: null, lifeStatus: 'living' });
  });

  test('a death refused only when it surely comes before the birth', async () => {
    const born = (await create({ name: 'سعاد', birthdate: 'AFT 1950' })).json().id as number;
    const edit = (deathDate: string) =>
      t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${born}`, payload: { name: 'سعاد', deathDate } });
    expect((await edit('BEF 1950')).statusCode).toBe(400);
    // Born after 1950, died about 1950: about may be 1952.
    expect((await edit('ABT 1950')).statusCode).toBe(200);
    expect(await read(born)).toMatchObject({ deathDate: 'ABT 1950', lifeStatus: 'deceased' });
  });

  test('born long ago is probably deceased only when the latest day the birth can mean is', async () => {
    const about = (await create({ name: 'جميل', birthdate: 'ABT 1900' })).json().id as number;
    const after = (await create({ name: 'جميلة', birthdate: 'AFT 1900' })).json().id as number;
    expect((await read(about)).lifeStatus).toBe('probablyDeceased');
    expect((await read(after)).lifeStatus).toBe('living');
  });

  test('a marriage and a divorce as remembered, and a partner’s birth between two years', async () => {
    const memberId = ids.get('25-03-1948')!;
    const add = (payload: object) =>
      t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/members/${memberId}/addpartner`, payload: { name: 'هدى', ...payload } });
    const refused = await add({ marriageDate: '1975', divorceDate: 'BEF 1970' });
    expect(refused.statusCode).toBe(400);
    const added = await add({ birthdate: 'BET 1950 AND 1952', marriageDate: 'ABT 1975', divorceDate: '06-1980' });
    expect(added.statusCode).toBe(201);
    const [partner] = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${memberId}/getpartners` })).json();
    expect(partner).toMatchObject({ birthdate: 'BET 1950 AND 1952', marriageDate: 'ABT 1975', divorceDate: '06-1980' });
  });

  test('a birthday is on the calendar only when its day is known', async () => {
    const days = await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/days?from=01-03-2026&to=31-03-2026' });
    const names = (days.json().births as Array<{ name: string }>).map((b) => b.name);
    expect(names).toContain('born 25-03-1948');
    expect(names).not.toContain('born 03-1948');
  });

  test('the anniversary of a death is on the calendar when asked for and its day is known, with the year', async () => {
    const died = async (name: string, deathDate: string) => expect((await create({ name, deathDate })).statusCode).toBe(201);
    await died('died 11-03-1890', '11-03-1890');
    await died('died 03-1890', '03-1890');
    const days = (deaths?: string) =>
      t.injectAs('BISH', { method: 'GET', url: `/api/v1/calendar/days?from=01-03-2026&to=31-03-2026${deaths ? `&deaths=${deaths}` : ''}` });
    expect((await days()).json()).not.toHaveProperty('deaths');
    expect((await days('no')).json()).not.toHaveProperty('deaths');
    const asked = (await days('yes')).json();
    expect(asked.deaths).toContainEqual({ id: expect.any(Number), name: 'died 11-03-1890', date: '11-03-2026', year: 1890 });
    expect(asked.deaths.map((d: { name: string }) => d.name)).not.toContain('died 03-1890');
    // The dead have no birthdays on the calendar.
    expect(asked.births.map((b: { name: string }) => b.name)).not.toContain('died 11-03-1890');
    expect((await days('maybe')).statusCode).toBe(400);
  });

  test('an undone change of a date puts back the date, and the list sorts it where it was', async () => {
    const id = ids.get('1948')!;
    const edited = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/members/${id}`,
      payload: { name: 'born 1948', birthdate: '1800' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await list({}))[0]).toBe('1800');
    const changes = (await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes?resource=family-members&recordId=${id}` })).json()
      .changes;
    expect((await t.injectAs('ADMIN', { method: 'POST', url: `/api/v1/changes/${changes[0].id}/undo` })).statusCode).toBe(200);
    expect(await list({})).toEqual(SORTED);
  });
});
