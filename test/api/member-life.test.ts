// A member's life as the family knows it: birth and death places, the death date, the story, and whether
// they are living, deceased, or probably deceased: facts a family member sees, beside the moderators' notes
// that only moderators and admins receive.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

/** DD-MM-YYYY of the day `years` ago (and `days` more), as the spec's API writes dates. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  const [y, m, day] = d.toISOString().slice(0, 10).split('-');
  return `${day}-${m}-${y}`;
}

describeOnDatabases('a member’s life', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const create = (body: Record<string, unknown>) => t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload: body });
  const read = async (id: number, role: 'BISH' | 'MODERATOR' = 'BISH') =>
    (await t.injectAs(role, { method: 'GET', url: `/api/v1/members/${id}` })).json();

  test('a recorded death, its places and the story are kept and shown to the family; the notes only to moderators', async () => {
    const created = await create({
      name: 'حسن',
      birthdate: '02-03-1814',
      birthPlace: 'عين الزيتون',
      deathDate: '11-09-1890',
      deathPlace: 'صفد',
      burialPlace: 'مقبرة القرية',
      biography: 'زرع الزيتون في الوادي.\n\nوبنى بيت العائلة.',
      notes: 'the death year from the village register',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const seen = await read(id);
    expect(seen).toMatchObject({
      birthPlace: 'عين الزيتون',
      deathDate: '11-09-1890',
      deathPlace: 'صفد',
      burialPlace: 'مقبرة القرية',
      biography: 'زرع الزيتون في الوادي.\n\nوبنى بيت العائلة.',
      lifeStatus: 'deceased',
    });
    expect(seen.notes).toBeUndefined();
    expect(seen.isAlive).toBeUndefined();
    expect(await read(id, 'MODERATOR')).toMatchObject({ notes: 'the death year from the village register', isAlive: 'no' });
  });

  test('born over 110 years ago with no death recorded reads as probably deceased; younger as living', async () => {
    const old = (await create({ name: 'سليم', birthdate: yearsAgo(110, 1) })).json().id as number;
    const young = (await create({ name: 'سلمى', birthdate: yearsAgo(109) })).json().id as number;
    const unknown = (await create({ name: 'سعاد' })).json().id as number;
    expect((await read(old)).lifeStatus).toBe('probablyDeceased');
    expect((await read(young)).lifeStatus).toBe('living');
    expect((await read(unknown)).lifeStatus).toBe('living');
  });

  test('the moderators’ "not alive" makes a member deceased without a date; a death date makes them not alive', async () => {
    const notAlive = (await create({ name: 'يوسف', isAlive: 'no' })).json().id as number;
    expect((await read(notAlive)).lifeStatus).toBe('deceased');

    const id = (await create({ name: 'مريم', birthdate: '01-01-1950' })).json().id as number;
    const record = await read(id, 'MODERATOR');
    // The back office sends the whole record back, "alive" as it was, with the death date just typed.
    const updated = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/members/${id}`,
      payload: { ...record, deathDate: '05-05-2020' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await read(id, 'MODERATOR')).toMatchObject({ isAlive: 'no', deathDate: '05-05-2020', lifeStatus: 'deceased' });
  });

  test('the statistics count the probably deceased with the deceased, and never among the oldest living', async () => {
    const stats = (await t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/stats' })).json();
    const list = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members' })).json() as Array<{ lifeStatus: string }>;
    expect(stats.living).toBe(list.filter((m) => m.lifeStatus === 'living').length);
    expect(stats.deceased).toBe(list.length - stats.living);
    expect(stats.oldestLiving.map((m: { name: string }) => m.name)).not.toContain('سليم');
    expect(stats.oldestLiving.map((m: { name: string }) => m.name)).toContain('سلمى');
  });

  test('the list carries the life status of each row', async () => {
    const list = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members' })).json() as Array<{
      name: string;
      lifeStatus: string;
    }>;
    expect(list.find((m) => m.name === 'حسن')?.lifeStatus).toBe('deceased');
    expect(list.find((m) => m.name === 'سلمى')?.lifeStatus).toBe('living');
  });

  test('the places written before are offered as a place is typed, most written first', async () => {
    for (const body of [
      { name: 'أ', birthPlace: 'صفد' },
      { name: 'ب', birthPlace: 'صفد', burialPlace: 'عين الزيتون، صفد' },
      { name: 'ج', deathPlace: 'صيدا' },
      { name: 'د', birthPlace: '100% Village_1' },
    ])
      expect((await create(body)).statusCode).toBe(201);
    const places = async (q: string, role: 'USER' | 'BISH' = 'BISH') =>
      t.injectAs(role, { method: 'GET', url: `/api/v1/members/places?q=${encodeURIComponent(q)}` });
    expect((await places('ص')).json()).toEqual(['صفد', 'صيدا', 'عين الزيتون، صفد']);
    expect((await places('صف')).json()).toEqual(['صفد', 'عين الزيتون، صفد']);
    // What is typed is text, never a pattern.
    expect((await places('100%')).json()).toEqual(['100% Village_1']);
    expect((await places('_')).json()).toEqual([]);
    expect((await places('ص', 'USER')).statusCode).toBe(403);
  });

  describe('marriages', () => {
    test('a member’s partners come in the order of their marriages, the undated last', async () => {
      const husband = (await create({ name: 'عمر', gender: 'male' })).json().id as number;
      const add = (body: Record<string, unknown>) =>
        t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/members/${husband}/addpartner`, payload: body });
      expect((await add({ name: 'زينب' })).statusCode).toBe(201);
      expect((await add({ name: 'هند', marriageDate: '01-06-1975', divorceDate: '01-01-1980' })).statusCode).toBe(201);
      expect((await add({ name: 'سارة', marriageDate: '15-03-1982' })).statusCode).toBe(201);
      const partners = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${husband}/getpartners` })).json();
      expect(partners.map((p: { name: string }) => p.name)).toEqual(['هند', 'سارة', 'زينب']);
      expect(partners[0]).toMatchObject({ marriageDate: '01-06-1975', divorceDate: '01-01-1980' });
    });

    test('a divorce before the marriage is refused', async () => {
      const husband = (await create({ name: 'بكر' })).json().id as number;
      const added = await t.injectAs('MODERATOR', {
        method: 'POST',
        url: `/api/v1/members/${husband}/addpartner`,
        payload: { name: 'ليلى', marriageDate: '01-06-1975', divorceDate: '01-01-1970' },
      });
      expect(added.statusCode).toBe(400);
      expect(added.json().message).toBe('divorceDate: the divorce comes before the marriage');
      expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${husband}/getpartners` })).json()).toEqual([]);
    });
  });

  describe('a death that cannot be', () => {
    test('before the birth, or after today: refused with the catalogue’s message (the pages show its text in the reader’s language), nothing stored', async () => {
      const before = await create({ name: 'خالد', birthdate: '01-01-1950', deathDate: '31-12-1949' });
      expect(before.statusCode).toBe(400);
      expect(before.json()).toMatchObject({ message: 'deathDate: the death date comes before the birth date' });
      const later = await create({ name: 'خالد', deathDate: yearsAgo(-1) });
      expect(later.statusCode).toBe(400);
      expect(later.json().message).toBe('deathDate: the death date is after today');
      const list = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members' })).json() as Array<{ name: string }>;
      expect(list.some((m) => m.name === 'خالد')).toBe(false);
    });
  });
});
