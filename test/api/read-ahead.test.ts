// A read that starts beside its session's check (server/plugins/app/read-ahead.ts): on PostgreSQL a family
// member's page of a session checked before is read while the check runs, and nothing of it leaves unless the
// check confirms the session. What a member or an admin would notice is that nothing changed: a signed-out session
// reads nothing, a role changed applies to the very next read, and a call that writes never runs for a session
// that has ended. Both databases answer alike.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const SESSION_ENDED = 'The session has ended: sign in again';

describeOnDatabases('reads beside their session check', (db) => {
  let t: TestApp;
  let memberId: number;
  let albumId: number;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    memberId = (
      await t.app.repositories.members.create({ name: 'سليم', gender: 'male', phoneNumber: '0501234567', identity: '123', parentId: null })
    ).id as number;
    await t.app.repositories.ofResource('family-activities').create({ activityName: 'عرس سليم', dateOfActivity: '29-11-2026' });
    albumId = (await t.app.repositories.ofResource('albums').create({ name: 'عرس سليم', description: 'صور العرس' })).id as number;
  });
  afterAll(async () => t?.close());

  const member = (role: 'BISH' | 'MODERATOR') => t.injectAs(role, { method: 'GET', url: `/api/v1/members/${memberId}` });
  const page = (role: 'BISH' | 'MODERATOR') => t.injectAs(role, { method: 'GET', url: '/api/v1/members?range=[0,24]&sort=["id","ASC"]' });
  const tree = (role: 'BISH' | 'MODERATOR') => t.injectAs(role, { method: 'GET', url: '/api/v1/tree' });
  const lineage = (role: 'BISH' | 'MODERATOR') => t.injectAs(role, { method: 'GET', url: `/api/v1/members/${memberId}/lineage` });
  const setRoles = (role: 'BISH' | 'MODERATOR', roles: string[]) =>
    t.injectAs('ADMIN', { method: 'POST', url: `/api/auth/users/${t.users[role].username}/setauthentication`, payload: { roles } });

  test('once a session has ended, its next read answers 401 and nothing of the member', async () => {
    for (const read of [member, page, tree, lineage]) expect((await read('BISH')).statusCode).toBe(200);
    expect((await t.injectAs('BISH', { method: 'POST', url: '/api/auth/users/logout' })).statusCode).toBe(200);
    for (const read of [member, page, tree, lineage]) {
      const refused = await read('BISH');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ statusCode: 401, message: SESSION_ENDED });
      expect(refused.body).not.toContain('سليم');
      expect(refused.headers['content-range']).toBeUndefined();
      expect(refused.headers.etag).toBeUndefined();
    }
    await t.refreshToken('BISH');
  });

  test('a role taken away between two reads: the second already shows nothing of the role it no longer has', async () => {
    expect((await member('MODERATOR')).json()).toMatchObject({ phoneNumber: '0501234567' });
    expect((await setRoles('MODERATOR', ['ROLE_USER', 'ROLE_BISH'])).statusCode).toBe(200);
    for (const read of [member, page]) {
      const next = await read('MODERATOR');
      expect(next.statusCode).toBe(200);
      expect(next.body).toContain('سليم');
      expect(next.body).not.toContain('0501234567');
    }
    await setRoles('MODERATOR', ['ROLE_USER', 'ROLE_BISH', 'ROLE_MODERATOR']);
  });

  test('the family role taken away: the tree is refused at once', async () => {
    expect((await tree('BISH')).statusCode).toBe(200);
    expect((await setRoles('BISH', ['ROLE_USER'])).statusCode).toBe(200);
    const refused = await tree('BISH');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('سليم');
    await setRoles('BISH', ['ROLE_USER', 'ROLE_BISH']);
    expect((await tree('BISH')).statusCode).toBe(200);
  });

  test('a role given between two reads: the second already shows what the role sees', async () => {
    expect((await member('BISH')).json()).not.toHaveProperty('phoneNumber');
    expect((await setRoles('BISH', ['ROLE_USER', 'ROLE_BISH', 'ROLE_MODERATOR'])).statusCode).toBe(200);
    const next = await page('BISH');
    expect(next.statusCode).toBe(200);
    expect(next.headers['content-range']).toBe('family-members 0-0/1');
    expect(next.json()).toMatchObject([{ phoneNumber: '0501234567' }]);
    await setRoles('BISH', ['ROLE_USER', 'ROLE_BISH']);
  });

  /** The calendar's, the albums' and the photos' own reads, which go ahead of their check too. */
  const familyReads = () => [
    '/api/v1/calendar/days?from=01-11-2026&to=30-11-2026',
    '/api/v1/calendar/upcoming?from=29-11-2026',
    '/api/v1/calendar/activity-counts?from=2026&to=2026',
    '/api/v1/activities/date/29-11-2026',
    `/api/v1/albums/name/${encodeURIComponent('عرس سليم')}`,
    `/api/v1/albums/${albumId}/images`,
    `/api/v1/members/${memberId}/photos`,
  ];
  const read = (url: string) => t.injectAs('BISH', { method: 'GET', url });

  test('the calendar, an album and a member’s photos: refused at once when the family role is gone, or the session', async () => {
    for (const url of familyReads()) expect((await read(url)).statusCode, url).toBe(200);
    expect((await read('/api/v1/calendar/upcoming?from=29-11-2026')).body).toContain('عرس سليم');
    expect((await setRoles('BISH', ['ROLE_USER'])).statusCode).toBe(200);
    for (const url of familyReads()) {
      const refused = await read(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body).not.toContain('عرس');
    }
    await setRoles('BISH', ['ROLE_USER', 'ROLE_BISH']);
    expect((await t.injectAs('BISH', { method: 'POST', url: '/api/auth/users/logout' })).statusCode).toBe(200);
    for (const url of familyReads()) {
      const refused = await read(url);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.body).not.toContain('عرس');
    }
    await t.refreshToken('BISH');
    for (const url of familyReads()) expect((await read(url)).statusCode, url).toBe(200);
  });

  test('a call that writes waits for its check: an ended admin session changes no role, even by a GET', async () => {
    expect((await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users/disabled' })).statusCode).toBe(200);
    expect((await t.injectAs('ADMIN', { method: 'POST', url: '/api/auth/users/logout' })).statusCode).toBe(200);
    const switched = await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${t.users.USER.username}/activatebish` });
    expect(switched.statusCode).toBe(401);
    await t.refreshToken('ADMIN');
    const user = await t.app.repositories.users.findBy('username', t.users.USER.username);
    expect((user?.roles ?? []).map((r) => (typeof r === 'string' ? r : r.name))).not.toContain('ROLE_BISH');
  });
});
