// The personal calendar feed: its address from the profile, iCalendar read by a third-party parser
// (node-ical), yearly birthdays with 29 February, the ETag's 304, renewing the address, and the end of
// the feed once its owner is disabled or loses family permission.
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { icalFeed } from '../../server/features/calendar/ical-feed.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('calendar feed', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const add = (url: string, payload: object) => t.injectAs('MODERATOR', { method: 'POST', url, payload });
    await add('/api/v1/activities', { activityName: 'Family day', dateOfActivity: '15-08-2027', activityLink: 'https://example.com/day' });
    await add('/api/v1/members', { name: 'Layla', birthdate: '10-06-1950' });
    await add('/api/v1/members', { name: 'Late Yusuf', birthdate: '12-07-1950', deathDate: '01-01-2001' });
    await add('/api/v1/members', { name: 'Leapling', birthdate: '29-02-2000' });
    await add('/api/v1/members', { name: 'No birthdate' });
  });
  afterAll(async () => t?.close());

  const addressOf = async (role: 'BISH' | 'MODERATOR', method: 'GET' | 'POST' = 'GET') => {
    const response = await t.injectAs(role, { method, url: '/api/v1/calendar/feed' });
    expect(response.statusCode).toBe(200);
    return new URL(response.json().url as string);
  };
  /** A calendar app's request: no session, only the address. */
  const fetchFeed = (url: URL, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: url.pathname, headers });
  const events = (body: string) => Object.values(ical.sync.parseICS(body)).filter((c): c is VEvent => c?.type === 'VEVENT');
  const ymd = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

  test('a family member’s address serves the activities and the living’s birthdays as iCalendar, parsed by node-ical', async () => {
    const url = await addressOf('BISH');
    expect(url.pathname).toMatch(/^\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await addressOf('BISH')).href).toBe(url.href);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const all = events(response.body);

    const day = all.find((e) => e.summary === 'Family day')!;
    expect(day.datetype).toBe('date');
    expect(ymd(day.start)).toEqual([2027, 8, 15]);
    expect(day.url).toMatchObject({ val: 'https://example.com/day' });

    const layla = all.find((e) => e.summary === '🎂 Layla')!;
    expect(layla.datetype).toBe('date');
    expect(response.body).not.toMatch(/SEQUENCE|X-MICROSOFT/);
    expect(layla.rrule?.toString()).toContain('FREQ=YEARLY');
    // Name and day only: the birth year is not in the feed (a DTSTAMP's time of day, 15:19:50, may write it).
    const lines = response.body.split('\r\n').filter((line) => !line.startsWith('DTSTAMP:'));
    expect(lines.filter((line) => line.includes('1950'))).toEqual([]);
    const next = ical.expandRecurringEvent(layla, { from: new Date(2030, 0, 1), to: new Date(2030, 11, 31) });
    expect(next.map((i) => ymd(i.start))).toEqual([[2030, 6, 10]]);
    expect(all.some((e) => String(e.summary).includes('No birthdate'))).toBe(false);
    // Only the living have a birthday to keep.
    expect(all.some((e) => String(e.summary).includes('Late Yusuf'))).toBe(false);
  });

  test('a 29 February birthday comes every year: on the 29th in leap years, the 28th otherwise', async () => {
    const leapling = events((await fetchFeed(await addressOf('BISH'))).body).find((e) => e.summary === '🎂 Leapling')!;
    const days = ical.expandRecurringEvent(leapling, { from: new Date(2031, 0, 1), to: new Date(2032, 11, 31) }).map((i) => ymd(i.start));
    expect(days).toEqual([
      [2031, 2, 28],
      [2032, 2, 29],
    ]);
  });

  test('a client with the current version gets 304; a change gives a new ETag', async () => {
    const url = await addressOf('BISH');
    const first = await fetchFeed(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await fetchFeed(url)).headers.etag).toBe(etag);
    const unchanged = await fetchFeed(url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/activities',
      payload: { activityName: 'New one', dateOfActivity: '01-09-2027' },
    });
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(events(changed.body).some((e) => e.summary === 'New one')).toBe(true);
    // A member renamed moves it too.
    const layla = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members?filter=%7B%22q%22%3A%22Layla%22%7D' })).json()[0];
    await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${layla.id}`, payload: { name: 'Laila' } });
    const renamed = await fetchFeed(url, { 'if-none-match': changed.headers.etag as string });
    expect(renamed.statusCode).toBe(200);
    expect(events(renamed.body).some((e) => e.summary === '🎂 Laila')).toBe(true);
    await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${layla.id}`, payload: { name: 'Layla' } });
    // So does a death: her birthday leaves the feed.
    const before = (await fetchFeed(url)).headers.etag as string;
    await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${layla.id}`, payload: { deathDate: '02-02-2020' } });
    const mourned = await fetchFeed(url, { 'if-none-match': before });
    expect(mourned.statusCode).toBe(200);
    expect(events(mourned.body).some((e) => String(e.summary).includes('Layla'))).toBe(false);
    await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${layla.id}`, payload: { deathDate: null, isAlive: 'yes' } });
  });

  test('renewing the address ends the old one', async () => {
    const old = await addressOf('BISH');
    const renewed = await addressOf('BISH', 'POST');
    expect(renewed.href).not.toBe(old.href);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
    expect((await addressOf('BISH')).href).toBe(renewed.href);
  });

  test('a plain user has no feed; an unknown address answers 404', async () => {
    expect((await t.injectAs('USER', { method: 'GET', url: '/api/v1/calendar/feed' })).statusCode).toBe(403);
    expect((await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/v1/calendar/feed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/calendar/feed/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
  });

  test('the feed stops when its owner loses family permission, and when they are disabled', async () => {
    const moderator = await addressOf('MODERATOR');
    const member = await addressOf('BISH');
    const asAdmin = (url: string, payload?: object) => t.injectAs('ADMIN', { method: 'POST', url, payload });
    const demoted = await asAdmin(`/api/auth/users/${t.users.MODERATOR.username}/setauthentication`, { roles: ['ROLE_USER'] });
    expect(demoted.statusCode).toBe(200);
    expect((await fetchFeed(moderator)).statusCode).toBe(404);
    expect((await asAdmin(`/api/auth/users/disable/${t.users.BISH.username}`)).statusCode).toBe(200);
    expect([401, 404]).toContain((await fetchFeed(member)).statusCode);
    expect((await fetchFeed(member)).body).not.toContain('BEGIN:VCALENDAR');
  });
});

test('a family larger than one slice of the feed’s writing gives one calendar with every birthday once', async () => {
  const births = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1, name: `Member ${i + 1}`, monthDay: '03-15' }));
  const text = await icalFeed({ name: 'Family', host: 'example.org', activities: [], births });
  expect(text.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const uids = Object.values(ical.sync.parseICS(text)).flatMap((c) => (c?.type === 'VEVENT' ? [c.uid] : []));
  expect(new Set(uids).size).toBe(2500);
});
