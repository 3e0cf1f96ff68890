// An activity's link is one a family member may click: http or https only, checked by the server.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('activity links', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const create = (activityLink: string | null) =>
    t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/activities',
      payload: { activityName: 'Family day', dateOfActivity: '01-08-2027', activityLink },
    });

  test('a javascript: link is refused with a message, and nothing is stored', async () => {
    const before = await t.app.repositories.ofResource('family-activities').count();
    const response = await create('javascript:fetch("/api/auth/users")');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'activityLink', rule: 'webLink' }]);
    expect(await t.app.repositories.ofResource('family-activities').count()).toBe(before);
  });

  test('an https link and no link are accepted', async () => {
    expect((await create('https://example.com/family-day')).statusCode).toBe(201);
    expect((await create(null)).statusCode).toBe(201);
  });
});
