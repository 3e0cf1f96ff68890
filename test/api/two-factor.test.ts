// The second factor of signing in (server/features/accounts/two-factor.ts): set up from the profile, asked
// for at sign-in after the right password, a recovery code once in its place, counted with the password
// guesses, turned off with the password and a code or by an admin, and kept in the history.
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sessionToken } from '../../server/features/accounts/session.ts';
import { SIGNIN_LIMITS } from '../../server/features/accounts/signin-throttle.ts';
import { activeAccount, call, type Account } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('two-step sign-in', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const post = (url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    call(t, { method: 'POST', url, payload, headers }, token);
  const signin = (a: Account, code?: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    call(t, {
      method: 'POST',
      url: '/api/auth/users/signin',
      payload: { username: a.username, password: a.password, ...(code === undefined ? {} : { code }) },
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  /**
   * The app's code now. A code is taken once per time step of 30 s, so each use in these tests stands for a
   * sign-in in another half-minute: the step of the last code is forgotten first.
   */
  const codeNow = async (a: Account, secret: string): Promise<string> => {
    await t.app.db.updateTable('users').set({ totp_last_step: null }).where('id', '=', a.id).execute();
    return generate({ secret });
  };
  /** An account with the second factor on: its secret and recovery codes; its session goes on with the token confirming answered. */
  const withSecondFactor = async (): Promise<{ a: Account; secret: string; recoveryCodes: string[] }> => {
    const a = await activeAccount(t);
    const { secret } = (await post('/api/auth/2fa/setup', a.token)).json();
    const confirmed = await post('/api/auth/2fa/confirm', a.token, { code: await generate({ secret }) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { a: { ...a, token: confirmed.json().accessToken }, secret, recoveryCodes: confirmed.json().recoveryCodes };
  };
  const twoFactorChanges = async (userId: number) => {
    const response = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes?resource=users&recordId=${userId}` });
    return (response.json().changes as Array<{ actor: string; fields: Array<{ name: string; before: unknown; after: unknown }> }>).filter(
      (c) => c.fields.some((f) => f.name === 'twoFactor'),
    );
  };

  test('set up: a secret and its otpauth:// address, on only once a code of it is confirmed, with ten recovery codes shown once', async () => {
    const a = await activeAccount(t);
    const setup = await post('/api/auth/2fa/setup', a.token);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(new RegExp(`^otpauth://totp/localhost(%3A|:)\\d*:?${a.username}\\?secret=${secret}&issuer=`));
    // Not on before the first code: signing in asks nothing more.
    expect((await signin(a)).statusCode).toBe(200);

    const wrong = await post('/api/auth/2fa/confirm', a.token, { code: '000000' }, { 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'code', rule: 'codeWrong' }]);
    expect(wrong.json().message).toBe('This code is not right, or was already used: enter the current code');

    const confirmed = await post('/api/auth/2fa/confirm', a.token, { code: await generate({ secret }) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    const token: string = confirmed.json().accessToken;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // The secret is never sent again: not by a new setup, nor in any record of the account, to it or to an admin.
    expect((await post('/api/auth/2fa/setup', token)).statusCode).toBe(409);
    const own = await call(t, { method: 'GET', url: '/api/auth/users/session' }, token);
    const asAdmin = await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${a.username}` });
    const list = await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users' });
    for (const answer of [own, asAdmin, list]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toMatch(/totp|recovery|code_hash/i);
    }
    expect(own.json().twoFactor).toBe(true);
    expect(asAdmin.json().twoFactor).toBe(true);
    // Stored as hashes only.
    const stored = await t.app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', a.id).execute();
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((r) => r.code_hash).join()).not.toContain(code);
  });

  test('turning it on signs out the account’s other sessions, which got in with the password alone; this one goes on', async () => {
    const a = await activeAccount(t);
    const elsewhere = (await signin(a)).json().accessToken;
    const { secret } = (await post('/api/auth/2fa/setup', a.token)).json();
    const confirmed = await post('/api/auth/2fa/confirm', a.token, { code: await generate({ secret }) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = (token: string) => call(t, { method: 'GET', url: '/api/auth/users/session' }, token);
    expect((await session(elsewhere)).statusCode).toBe(401);
    expect((await session(a.token)).statusCode).toBe(401);
    const goesOn = await session(confirmed.json().accessToken);
    expect(goesOn.statusCode).toBe(200);
    expect(goesOn.json().twoFactor).toBe(true);
    const devices = await call(t, { method: 'GET', url: '/api/auth/sessions' }, confirmed.json().accessToken);
    expect(devices.json().sessions).toHaveLength(1);
  });

  test('sign-in then asks for the code beside the password: 401 saying so in the reader’s language, 401 for a wrong code', async () => {
    const { a, secret } = await withSecondFactor();
    const without = await signin(a, undefined, { 'accept-language': 'en' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({
      message: 'Enter the code your authenticator app shows',
      fields: [{ field: 'code', rule: 'codeNeeded' }],
    });
    expect((await signin(a, undefined, { 'accept-language': 'he' })).json().message).toBe('הזינו את הקוד שאפליקציית האימות מציגה');
    expect((await signin(a)).json().message).toBe('أدخل الرمز الذي يعرضه تطبيق المصادقة');

    const wrong = await signin(a, '123456', { 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().fields).toEqual([{ field: 'code', rule: 'codeWrong' }]);
    expect(wrong.json()).not.toHaveProperty('accessToken');

    // A wrong password with a right code is the usual refusal: the code tells nothing about the password.
    const badPassword = await call(t, {
      method: 'POST',
      url: '/api/auth/users/signin',
      payload: { username: a.username, password: 'not-the-password', code: await codeNow(a, secret) },
    });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().message).toBe('Incorrect username or password');

    const right = await signin(a, await codeNow(a, secret));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().accessToken).toBeTruthy();
  });

  test('a code is taken once; one typed in Arabic-Indic digits is read', async () => {
    const { a, secret } = await withSecondFactor();
    const code = await codeNow(a, secret);
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await signin(a, arabic)).statusCode).toBe(200);
    expect((await signin(a, code)).statusCode).toBe(401);
  });

  test('a recovery code signs in once in place of the code', async () => {
    const { a, recoveryCodes } = await withSecondFactor();
    const [first] = recoveryCodes;
    expect((await signin(a, first.toLowerCase().replaceAll('-', ' '))).statusCode).toBe(200);
    const again = await signin(a, first);
    expect(again.statusCode).toBe(401);
    expect(again.json().fields).toEqual([{ field: 'code', rule: 'codeWrong' }]);
    expect((await signin(a, recoveryCodes[1])).statusCode).toBe(200);
  });

  test('wrong codes count with the password guesses: after 10 from one address it waits, even with the right code', async () => {
    const { a, secret } = await withSecondFactor();
    const guesser = '198.19.7.7';
    for (let i = 0; i < SIGNIN_LIMITS.perAccountAndAddress; i++) {
      const guess = await signin(a, String(100000 + i), {}, guesser);
      expect(guess.statusCode).toBe(401);
    }
    const locked: LightMyRequestResponse = await signin(a, await codeNow(a, secret), {}, guesser);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Asking for the code (no code sent) is no guess: the owner at home is not held up by it.
    const home = '198.19.8.8';
    for (let i = 0; i < SIGNIN_LIMITS.perAccountAndAddress; i++) expect((await signin(a, undefined, {}, home)).statusCode).toBe(401);
    expect((await signin(a, await codeNow(a, secret), {}, home)).statusCode).toBe(200);
  });

  test('turning it off needs the password and a current code; on and off are in the history', async () => {
    const { a, secret } = await withSecondFactor();
    const off = (password: string, code: string) => post('/api/auth/2fa/disable', a.token, { password, code }, { 'accept-language': 'en' });

    const badPassword = await off('not-the-password', await codeNow(a, secret));
    expect(badPassword.statusCode).toBe(403);
    expect(badPassword.json().message).toBe('Password is not correct');
    const badCode = await off(a.password, '000000');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields).toEqual([{ field: 'code', rule: 'codeWrong' }]);
    expect((await signin(a)).statusCode).toBe(401);

    const done = await off(a.password, await codeNow(a, secret));
    expect(done.statusCode, done.body).toBe(200);
    expect((await signin(a)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('recovery_codes').select('id').where('user_id', '=', a.id).execute()).toEqual([]);
    expect((await off(a.password, await codeNow(a, secret))).statusCode).toBe(409);

    const changes = await twoFactorChanges(a.id);
    expect(changes.map((c) => [c.actor, c.fields])).toEqual([
      [a.username, [{ name: 'twoFactor', before: true, after: false }]],
      [a.username, [{ name: 'twoFactor', before: false, after: true }]],
    ]);
  });

  test('an admin resets a member’s second factor, kept in the history as theirs; no other role may', async () => {
    const { a } = await withSecondFactor();
    const url = `/api/auth/2fa/reset/${a.username}`;
    for (const role of ['ANONYMOUS', 'USER', 'BISH', 'MODERATOR'] as const) {
      const refused = await t.injectAs(role, { method: 'POST', url });
      expect(refused.statusCode, role).toBe(role === 'ANONYMOUS' ? 401 : 403);
    }
    expect((await signin(a)).statusCode).toBe(401);
    const reset = await t.injectAs('ADMIN', { method: 'POST', url });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signin(a)).statusCode).toBe(200);
    const [last] = await twoFactorChanges(a.id);
    expect(last).toMatchObject({ actor: 'admin', fields: [{ name: 'twoFactor', before: true, after: false }] });
    expect((await t.injectAs('ADMIN', { method: 'POST', url })).statusCode).toBe(409);
    expect((await t.injectAs('ADMIN', { method: 'POST', url: '/api/auth/2fa/reset/nobody-here' })).statusCode).toBe(404);
  });
});

describeOnDatabases('REQUIRE_2FA', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db, config: { requireTwoFactor: true } });
  });
  afterAll(async () => t?.close());

  test('a moderator without a second factor signs in as a plain user until it sets one up, then has its role', async () => {
    const { username, password } = t.users.MODERATOR;
    const session = await t.app.inject({ method: 'POST', url: '/api/auth/users/signin', payload: { username, password } });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().twoFactorNeeded).toBe(true);
    const token = session.json().accessToken;
    const asModerator = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

    // A moderator's call, and a family member's, are refused: the account acts as a USER.
    expect((await asModerator('/api/v1/changes')).statusCode).toBe(403);
    expect((await asModerator('/api/v1/members')).statusCode).toBe(403);
    expect((await asModerator('/api/auth/users/session')).json().twoFactorNeeded).toBe(true);

    const { secret } = (await asModerator('/api/auth/2fa/setup', 'POST')).json();
    const confirmed = await asModerator('/api/auth/2fa/confirm', 'POST', { code: await generate({ secret }) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The session that showed the code goes on, with its role at once (roles are read at each request).
    const asConfirmed = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${confirmed.json().accessToken}` } });
    expect((await asConfirmed('/api/v1/changes')).statusCode).toBe(200);
    expect((await asConfirmed('/api/auth/users/session')).json().twoFactorNeeded).toBe(false);

    // Turned off again, the code no longer stands for a second step: the same session is a plain user's again.
    await t.app.db.updateTable('users').set({ totp_last_step: null }).where('username', '=', username).execute();
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      payload: { password, code: await generate({ secret }) },
      headers: { authorization: `Bearer ${confirmed.json().accessToken}` },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await asConfirmed('/api/v1/changes')).statusCode).toBe(403);
    expect((await asConfirmed('/api/auth/users/session')).json().twoFactorNeeded).toBe(true);
  });

  test('a session signed in with a passkey has the role; one of the same account signed in with the password alone does not', async () => {
    const { id, username, password } = t.users.ADMIN;
    const byPassword = (await t.app.inject({ method: 'POST', url: '/api/auth/users/signin', payload: { username, password } })).json();
    expect(byPassword.twoFactorNeeded).toBe(true);
    // A passkey's sign-in (its ceremony runs in a real browser in test/e2e/passkeys.test.ts) opens such a session.
    const byPasskey = await sessionToken(t.app, id, await t.app.sessions.open(id, undefined, 'passkey', Date.now()));
    const changes = (token: string) => t.app.inject({ url: '/api/v1/changes', headers: { authorization: `Bearer ${token}` } });
    expect((await changes(byPasskey)).statusCode).toBe(200);
    expect((await changes(byPassword.accessToken)).statusCode).toBe(403);
  });

  test('a family member is not asked for one', async () => {
    const { username, password } = t.users.BISH;
    const session = await t.app.inject({ method: 'POST', url: '/api/auth/users/signin', payload: { username, password } });
    expect(session.json().twoFactorNeeded).toBe(false);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members' })).statusCode).toBe(200);
  });
});
