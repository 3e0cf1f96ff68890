// Two instances of the portal on one database, as behind a proxy: a limit spent on one refuses on the
// other, and a sign-out on one ends the session on the other.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { PER_ADDRESS } from '../../server/plugins/app/abuse-limits.ts';
import { newAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('two instances on one database', (db) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    other = await buildApp(t.config);
    await other.ready();
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  test('the sign-up budget of an address spent on one instance refuses on the other', async () => {
    const remoteAddress = '198.51.100.7';
    const signup = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/users/signup', remoteAddress, payload: newAccount() });
    for (let i = 0; i < PER_ADDRESS.signup.max; i++) expect((await signup(t.app)).statusCode).toBe(201);
    const refused = await signup(other);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address still has its budget on either.
    expect(
      (await other.inject({ method: 'POST', url: '/api/auth/users/signup', remoteAddress: '198.51.100.8', payload: newAccount() }))
        .statusCode,
    ).toBe(201);
  });

  test('a sign-out on one instance ends the session on the other', async () => {
    const token = t.tokens.MODERATOR;
    const headers = { authorization: `Bearer ${token}` };
    expect((await other.inject({ method: 'GET', url: '/api/v1/backups', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/users/logout', headers })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url: '/api/v1/backups', headers })).statusCode).toBe(401);
  });
});
