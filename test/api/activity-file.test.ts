// "Add to my calendar": one activity as its own iCalendar file, read by a third-party parser (node-ical),
// the same event (UID) as in the personal feed, for the roles that may read the activity and no others.
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('an activity as a calendar file', (db) => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const add = (payload: object) => t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/activities', payload });
    id = (await add({ activityName: 'عرس سالم', dateOfActivity: '15-08-2027', activityLink: 'https://example.com/wedding' })).json().id;
    await add({ activityName: 'Another day', dateOfActivity: '16-08-2027' });
  });
  afterAll(async () => t?.close());

  const events = (body: string) => Object.values(ical.sync.parseICS(body)).filter((c): c is VEvent => c?.type === 'VEVENT');

  test('a family member gets the one activity as an all-day event, to save as a file', async () => {
    const response = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/activities/${id}.ics`, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="activity-${id}.ics"`);
    const [event, ...others] = events(response.body);
    expect(others).toEqual([]);
    expect(event.summary).toBe('عرس سالم');
    expect(event.datetype).toBe('date');
    expect([event.start.getFullYear(), event.start.getMonth() + 1, event.start.getDate()]).toEqual([2027, 8, 15]);
    expect(event.url).toMatchObject({ val: 'https://example.com/wedding' });

    // The feed holds the same event: a calendar that has both keeps one.
    const feed = new URL((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/feed' })).json().url as string);
    const inFeed = events((await t.app.inject({ method: 'GET', url: feed.pathname })).body).find((e) => e.summary === 'عرس سالم');
    expect(inFeed?.uid).toBe(event.uid);
  });

  test('an activity with a time begins then, in the family’s own time, with its place and details', async () => {
    const add = (payload: object) => t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/activities', payload });
    const created = await add({
      activityName: 'اجتماع العائلة',
      dateOfActivity: '20-09-2027',
      timeOfActivity: '18:30',
      place: 'ديوان العائلة',
      description: 'أحضروا الكراسي.\nالعشاء بعد الاجتماع.',
    });
    expect(created.statusCode).toBe(201);
    const read = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/activities/${created.json().id}` })).json();
    expect(read).toMatchObject({ timeOfActivity: '18:30', place: 'ديوان العائلة', description: 'أحضروا الكراسي.\nالعشاء بعد الاجتماع.' });
    const body = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/activities/${created.json().id}.ics` })).body;
    // A floating time: 18:30 wherever the phone is, no zone and no Z.
    expect(body).toContain('DTSTART:20270920T183000\r\n');
    const [event] = events(body);
    expect(event.location).toBe('ديوان العائلة');
    expect(event.description).toBe('أحضروا الكراسي.\nالعشاء بعد الاجتماع.');
    // A time that is none is refused.
    for (const timeOfActivity of ['24:00', '7:30', '18:30:00'])
      expect((await add({ activityName: 'x', dateOfActivity: '20-09-2027', timeOfActivity })).statusCode).toBe(400);
  });

  test('only those who may read the activity get it; an unknown activity answers 404', async () => {
    const url = `/api/v1/activities/${id}.ics`;
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.injectAs('USER', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('MODERATOR', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/activities/999999.ics' })).statusCode).toBe(404);
    // The activity's own call is untouched by the file's address.
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/activities/${id}` })).json()).toMatchObject({
      activityName: 'عرس سالم',
    });
  });
});
