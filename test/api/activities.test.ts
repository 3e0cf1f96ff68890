// The activity calls of spec section 7 and the calendar's own: CRUD with its texts, the activities of a
// date, the days on screen with the family's birthdays, and what is coming.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('activities', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const create = async (activityName: string, dateOfActivity: string, activityLink: string | null = null) => {
    const response = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/activities',
      payload: { activityName, dateOfActivity, activityLink },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const addMember = async (name: string, birthdate: string | null, isAlive = 'yes') =>
    (await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload: { name, birthdate, isAlive } })).json();

  describe('CRUD', () => {
    test('a moderator creates, reads, changes and deletes an activity; the texts are the spec’s', async () => {
      const created = await create('Family day', '15-08-2027', 'https://example.com/day');
      expect(created).toMatchObject({
        activityName: 'Family day',
        activityLink: 'https://example.com/day',
        dateOfActivity: '15-08-2027',
        createdBy: t.users.MODERATOR.id,
        message: 'Activity created Successfully !',
      });
      const read = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/activities/${created.id}` })).json();
      expect(read).toMatchObject({ id: created.id, activityName: 'Family day', dateOfActivity: '15-08-2027' });
      const changed = await t.injectAs('MODERATOR', {
        method: 'PUT',
        url: `/api/v1/activities/${created.id}`,
        payload: { activityName: 'Picnic' },
      });
      expect(changed.json()).toMatchObject({ activityName: 'Picnic', dateOfActivity: '15-08-2027' });
      expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/activities/${created.id}` })).statusCode).toBe(200);
      expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/activities/${created.id}` })).statusCode).toBe(404);
    });

    test('without a name, or with a date that is not DD-MM-YYYY, nothing is stored', async () => {
      const before = await t.app.repositories.ofResource('family-activities').count();
      const noName = await t.injectAs('MODERATOR', {
        method: 'POST',
        url: '/api/v1/activities',
        payload: { dateOfActivity: '01-01-2027' },
      });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().fields).toEqual([{ field: 'activityName', rule: 'required' }]);
      const badDate = await t.injectAs('MODERATOR', {
        method: 'POST',
        url: '/api/v1/activities',
        payload: { activityName: 'x', dateOfActivity: '2027-01-01' },
      });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().fields).toEqual([{ field: 'dateOfActivity', rule: 'dateFormat' }]);
      expect(await t.app.repositories.ofResource('family-activities').count()).toBe(before);
    });

    test('a BISH reads but may not create; a USER and a visitor may not read', async () => {
      const payload = { activityName: 'x', dateOfActivity: '01-01-2027' };
      expect((await t.injectAs('BISH', { method: 'POST', url: '/api/v1/activities', payload })).statusCode).toBe(403);
      expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/activities' })).statusCode).toBe(200);
      expect((await t.injectAs('USER', { method: 'GET', url: '/api/v1/activities' })).statusCode).toBe(403);
      expect((await t.injectAs('ANONYMOUS', { method: 'GET', url: '/api/v1/activities/date/01-01-2027' })).statusCode).toBe(401);
      expect((await t.injectAs('USER', { method: 'GET', url: '/api/v1/calendar/days?from=01-01-2027&to=31-01-2027' })).statusCode).toBe(
        403,
      );
    });
  });

  test('GET /date/{DD-MM-YYYY} lists that day’s activities only', async () => {
    const a = await create('Wedding', '03-03-2028');
    const b = await create('Dinner', '03-03-2028');
    await create('Other day', '04-03-2028');
    const day = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/activities/date/03-03-2028' })).json();
    expect(day.map((x: { id: number }) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/activities/date/31-02-2028' })).statusCode).toBe(400);
  });

  test('the days on screen hold their activities and the birthdays of the living in that year, name and day only', async () => {
    const june = await create('Summer camp', '10-06-2029');
    await create('Before', '31-05-2029');
    const living = await addMember('Layla', '10-06-1950', 'yes');
    await addMember('Yusuf', '30-06-1990', 'no');
    await addMember('Great-grandfather', '20-06-1850', 'yes');
    await addMember('Nobody knows', null);
    const { activities, births } = (
      await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/days?from=01-06-2029&to=30-06-2029' })
    ).json();
    expect(activities.map((x: { id: number }) => x.id)).toEqual([june.id]);
    // Neither the late Yusuf nor a great-grandfather born 1850 with no death recorded has a birthday to keep.
    expect(births).toEqual([{ id: living.id, name: 'Layla', date: '10-06-2029' }]);
  });

  test('a 29 February birthday falls on 28 February in a common year', async () => {
    const leapling = await addMember('Leapling', '29-02-2000');
    const common = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/days?from=28-02-2031&to=01-03-2031' })).json();
    expect(common.births).toContainEqual({ id: leapling.id, name: 'Leapling', date: '28-02-2031' });
    const leap = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/days?from=28-02-2032&to=01-03-2032' })).json();
    expect(leap.births).toContainEqual({ id: leapling.id, name: 'Leapling', date: '29-02-2032' });
  });

  test('the calendar starts at year 1: an activity of the year 50 is stored and found on its day', async () => {
    const ancient = await create('Ancient feast', '01-01-0050');
    expect(ancient.dateOfActivity).toBe('01-01-0050');
    const day = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/activities/date/01-01-0050' })).json();
    expect(day.map((x: { id: number }) => x.id)).toEqual([ancient.id]);
    expect(
      (
        await t.injectAs('MODERATOR', {
          method: 'POST',
          url: '/api/v1/activities',
          payload: { activityName: 'x', dateOfActivity: '29-02-0050' },
        })
      ).statusCode,
    ).toBe(400);
  });

  test('the wider views learn which days of whole years hold activities, and how many; a USER may not', async () => {
    await create('Spring fair', '15-04-2041');
    await create('Spring fair, day two', '15-04-2041');
    await create('Harvest', '20-10-2043');
    await create('Too late', '01-01-2051');
    const counts = await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/activity-counts?from=2041&to=2050' });
    expect(counts.json()).toEqual([
      { date: '15-04-2041', activities: 2 },
      { date: '20-10-2043', activities: 1 },
    ]);
    expect((await t.injectAs('USER', { method: 'GET', url: '/api/v1/calendar/activity-counts?from=2041&to=2050' })).statusCode).toBe(403);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/activity-counts?from=2050&to=2041' })).statusCode).toBe(400);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/activity-counts?from=1&to=9999' })).statusCode).toBe(400);
  });

  test('a span backwards or longer than two months is refused', async () => {
    const backwards = await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/days?from=10-06-2029&to=01-06-2029' });
    expect(backwards.statusCode).toBe(400);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/days?from=01-01-2029&to=01-06-2029' })).statusCode).toBe(400);
  });

  test('upcoming: the next activities from the day on, and the birthdays of that week across the year’s end', async () => {
    const soon = await create('New year', '01-01-2035');
    await create('Past', '20-12-2034');
    const born = await addMember('Winter child', '02-01-1990');
    await addMember('Too late', '05-01-1990');
    const { activities, births } = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/calendar/upcoming?from=28-12-2034' })).json();
    expect(activities[0].id).toBe(soon.id);
    expect(births).toEqual([{ id: born.id, name: 'Winter child', date: '02-01-2035' }]);
  });
});
