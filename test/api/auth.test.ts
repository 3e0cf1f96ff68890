// Sign-in, the token's life (disable and logout end it at once; a role change applies to it at once) and the first admin.
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { entityByResource } from '../../common/model/entities.ts';
import { ensureAdmin } from '../../server/seed/admin.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { createRecord } from './helpers/samples.ts';

function hsToken(secret: string, alg: 'HS256' | 'HS512', claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac(alg === 'HS256' ? 'sha256' : 'sha512', secret)
    .update(body)
    .digest('base64url')}`;
}

describeOnDatabases('authentication', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db, config: { jwtSecret: 'test-secret-of-enough-length-0123456789' } });
  });
  afterAll(async () => t?.close());

  const signin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/users/signin', payload: { username, password } });
  const asBish = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/albums', headers: { authorization: `Bearer ${token}` } });

  test('a sign-in answers the token and the session user with its roles', async () => {
    const response = await signin('bish-account', 'bish-password');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      tokenType: 'Bearer',
      id: t.users.BISH.id,
      username: 'bish-account',
      email: 'bish@example.com',
      allowed: true,
      requestPermission: false,
      numberOfSendSMS: 0,
      roles: [
        { id: 1, name: 'ROLE_USER' },
        { id: 2, name: 'ROLE_BISH' },
      ],
    });
    const claims = t.app.jwt.decode<{ sub: string; username: string; ver: number; exp: number; iat: number }>(body.accessToken)!;
    expect(claims).toMatchObject({ sub: String(t.users.BISH.id), username: 'bish-account', ver: expect.any(Number) });
    expect(claims.exp - claims.iat).toBe(t.config.jwtTtl);
    expect('passwordHash' in body).toBe(false);
  });

  test('an unknown user and a wrong password get the same 401', async () => {
    for (const [u, p] of [
      ['nobody', 'whatever'],
      ['bish-account', 'wrong-password'],
    ]) {
      const response = await signin(u, p);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Incorrect username or password');
    }
  });

  test('a disabled account cannot sign in and its tokens stop working at once', async () => {
    const user = await createRecord(t, entityByResource('users'));
    const token = (await signin(user.username as string, 'sample-password')).json().accessToken;
    const disable = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: `/api/auth/users/${user.username as string}`,
      payload: { allowed: false },
    });
    expect(disable.statusCode).toBe(200);
    const again = await signin(user.username as string, 'sample-password');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/not activated|disabled/);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/users/logout', headers: { authorization: `Bearer ${token}` } });
    expect(refused.statusCode).toBe(401);
  });

  test('a token already checked and in use ends at once when its account is disabled, and when it expires', async () => {
    const user = await createRecord(t, entityByResource('users'));
    const token = (await signin(user.username as string, 'sample-password')).json().accessToken;
    const session = () => t.app.inject({ method: 'GET', url: '/api/auth/users/session', headers: { authorization: `Bearer ${token}` } });
    // Used twice: the second request finds the token's signature checked already.
    expect((await session()).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (t.config.jwtTtl + 1) * 1000);
      expect((await session()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await session()).statusCode).toBe(200);
    const disable = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: `/api/auth/users/${user.username as string}`,
      payload: { allowed: false },
    });
    expect(disable.statusCode).toBe(200);
    expect((await session()).statusCode).toBe(401);
  });

  test('a role change applies to the open session at once, which reads its user as it is now', async () => {
    const token = (await signin('bish-account', 'bish-password')).json().accessToken;
    expect((await asBish(token)).statusCode).toBe(200);
    const session = () => t.app.inject({ method: 'GET', url: '/api/auth/users/session', headers: { authorization: `Bearer ${token}` } });
    expect((await session()).json().roles.map((r: { name: string }) => r.name)).toContain('ROLE_BISH');

    await t.app.repositories.users.setRoles(t.users.BISH.id, ['ROLE_USER']);
    expect((await asBish(token)).statusCode).toBe(403);
    const demoted = await session();
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().roles.map((r: { name: string }) => r.name)).toEqual(['ROLE_USER']);
    expect(demoted.json()).not.toHaveProperty('matchedMemberId');

    await t.app.repositories.users.setRoles(t.users.BISH.id, ['ROLE_USER', 'ROLE_BISH']);
    expect((await asBish(token)).statusCode).toBe(200);
  });

  test('the session user is for a signed-in caller only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/users/session' })).statusCode).toBe(401);
  });

  test('the role is read from the database, not from the token', async () => {
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', t.users.BISH.id).where('role_id', '=', 2).execute();
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums' })).statusCode).toBe(403);
    await t.app.repositories.users.setRoles(t.users.BISH.id, ['ROLE_USER', 'ROLE_BISH']);
    await t.refreshToken('BISH');
  });

  test('logout ends every session of the user', async () => {
    const token = (await signin('bish-account', 'bish-password')).json().accessToken;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/users/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    expect((await asBish(token)).statusCode).toBe(401);
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums' })).statusCode).toBe(401);
    await t.refreshToken('BISH');
  });

  test('forged, expired, other-algorithm and malformed tokens are a 401', async () => {
    const claims = { sub: String(t.users.ADMIN.id), username: 'admin', ver: 1 };
    const secret = t.config.jwtSecret!;
    const tokens = [
      hsToken('another-secret', 'HS256', claims),
      hsToken(secret, 'HS512', claims),
      hsToken(secret, 'HS256', { ...claims, iat: 1_000_000, exp: 1_001_000 }),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`,
      'not-a-token',
    ];
    for (const token of tokens) {
      const response = await asBish(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
  });

  test('static account paths are not taken for a username', async () => {
    expect((await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users/bish-account' })).json().username).toBe('bish-account');
    expect((await t.injectAs('ADMIN', { method: 'POST', url: '/api/auth/users/signin', payload: {} })).statusCode).toBe(400);
  });

  test('an admin cannot delete their own account', async () => {
    expect((await t.injectAs('ADMIN', { method: 'DELETE', url: '/api/auth/users/admin' })).statusCode).toBe(409);
  });

  test('on an empty users table the first admin is created and its generated password printed once', async () => {
    await t.app.db.deleteFrom('users').execute();
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } as unknown as FastifyBaseLogger;
    await ensureAdmin(t.app.repositories.users, { ...t.config, adminPassword: undefined }, log);
    const line = lines.find((l) => l.startsWith('Admin login: admin / '));
    expect(line).toBeDefined();
    const password = line!.slice('Admin login: admin / '.length);
    expect(password.length).toBeGreaterThanOrEqual(16);
    const response = await signin('admin', password);
    expect(response.statusCode).toBe(200);
    expect(response.json().roles.map((r: { name: string }) => r.name)).toContain('ROLE_ADMIN');
    await ensureAdmin(t.app.repositories.users, { ...t.config, adminPassword: undefined }, log);
    expect(lines.filter((l) => l.startsWith('Admin login'))).toHaveLength(1);
  });
});
