// Where an account is signed in (server/features/accounts/session-routes.ts): each sign-in a session with its
// device, signing out everywhere else ends the others at once and keeps this one, and logout ends them all.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { activeAccount, call } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describeOnDatabases('sessions', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const signinOn = async (userAgent: string, username: string, password: string): Promise<string> => {
    const answer = await call(t, {
      method: 'POST',
      url: '/api/auth/users/signin',
      payload: { username, password },
      headers: { 'user-agent': userAgent },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().accessToken;
  };
  const sessionsOf = (token: string) => call(t, { method: 'GET', url: '/api/auth/sessions' }, token);
  const open = async (token: string) => (await call(t, { method: 'GET', url: '/api/auth/users/session' }, token)).statusCode;

  test('each sign-in is a session with its device and times; signing out everywhere else ends the others at once', async () => {
    const a = await activeAccount(t);
    const phone = await signinOn(PHONE, a.username, a.password);
    const laptop = await signinOn(LAPTOP, a.username, a.password);

    const listed = await sessionsOf(laptop);
    expect(listed.statusCode, listed.body).toBe(200);
    const { sessions } = listed.json();
    // activeAccount's own sign-in, the phone's and the laptop's.
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toMatchObject([{ device: 'Firefox, Windows' }]);
    expect(sessions.map((s: { device: string | null }) => s.device)).toContain('Chrome, Android');
    for (const s of sessions) {
      expect(Date.parse(s.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.signedInAt));
    }

    const ended = await call(t, { method: 'POST', url: '/api/auth/sessions/end-others' }, laptop);
    expect(ended.statusCode, ended.body).toBe(200);
    const kept = ended.json().accessToken;
    expect(await open(phone)).toBe(401);
    expect(await open(a.token)).toBe(401);
    expect(await open(kept)).toBe(200);
    const left = (await sessionsOf(kept)).json().sessions;
    expect(left).toMatchObject([{ device: 'Firefox, Windows', current: true }]);
  });

  test('a session’s list is its own account’s; signed out there is none to read; logout ends every session', async () => {
    const a = await activeAccount(t);
    const b = await activeAccount(t);
    expect((await sessionsOf(b.token)).json().sessions).toHaveLength(1);
    expect((await call(t, { method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
    expect((await call(t, { method: 'POST', url: '/api/auth/sessions/end-others' })).statusCode).toBe(401);

    const phone = await signinOn(PHONE, a.username, a.password);
    expect((await call(t, { method: 'POST', url: '/api/auth/users/logout' }, a.token)).statusCode).toBe(200);
    expect(await open(phone)).toBe(401);
    const again = await signinOn(LAPTOP, a.username, a.password);
    expect((await sessionsOf(again)).json().sessions).toHaveLength(1);
    // The other account was not touched.
    expect(await open(b.token)).toBe(200);
  });
});
