// Password guessing: each budget of signin-throttle.ts holds under a concurrent burst, and none of them
// lets a stranger lock the owner out.
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SIGNIN_LIMITS, SIGNIN_WINDOW_MS } from '../../server/features/accounts/signin-throttle.ts';
import { activeAccount, call, type Account } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('sign-in throttle', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  let hosts = 0;
  /** A client address of its own for each guesser and owner of the tests. */
  const newAddress = (): string => {
    hosts += 1;
    return `198.18.${Math.floor(hosts / 250)}.${(hosts % 250) + 1}`;
  };
  const signinFrom = (address: string, username: string, password: string): Promise<LightMyRequestResponse> =>
    call(t, { method: 'POST', url: '/api/auth/users/signin', payload: { username, password }, remoteAddress: address });
  const wrongTimes = async (n: number, address: string, a: Account) => {
    for (let i = 0; i < n; i++) expect((await signinFrom(address, a.username, `wrong-${i}`)).statusCode).toBe(401);
  };

  test('after 10 failures from one address it waits, with Retry-After, even with the right password', async () => {
    const a = await activeAccount(t);
    const guesser = newAddress();
    await wrongTimes(SIGNIN_LIMITS.perAccountAndAddress, guesser, a);
    const locked = await signinFrom(guesser, a.username, a.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-ins/);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGNIN_WINDOW_MS / 1000);

    // When the failures leave the window that address may try again.
    await t.app.db
      .updateTable('signin_attempts')
      .set({ tried_at: sql`tried_at - ${SIGNIN_WINDOW_MS}` })
      .where('username', '=', a.username)
      .execute();
    expect((await signinFrom(guesser, a.username, a.password)).statusCode).toBe(200);
  });

  test('the owner signs in from their own address while a stranger is locked out of the account', async () => {
    const a = await activeAccount(t);
    const stranger = newAddress();
    await wrongTimes(SIGNIN_LIMITS.perAccountAndAddress, stranger, a);
    expect((await signinFrom(stranger, a.username, a.password)).statusCode).toBe(429);
    expect((await signinFrom(newAddress(), a.username, a.password)).statusCode).toBe(200);
  });

  test('a burst of 100 concurrent wrong guesses is evaluated at most 10 times, and the right one sent last is refused', async () => {
    const a = await activeAccount(t);
    const guesser = newAddress();
    const burst = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) => signinFrom(guesser, a.username, `wrong-${i}`)),
      signinFrom(guesser, a.username, a.password),
    ]);
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGNIN_LIMITS.perAccountAndAddress);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
  });

  test('one address trying one password on many accounts is stopped', async () => {
    const sprayer = newAddress();
    const accounts = await Promise.all(Array.from({ length: SIGNIN_LIMITS.perAddress + 1 }, () => activeAccount(t)));
    const statuses: number[] = [];
    for (const a of accounts) statuses.push((await signinFrom(sprayer, a.username, 'Summer2026!')).statusCode);
    expect(statuses.slice(0, SIGNIN_LIMITS.perAddress)).toEqual(Array(SIGNIN_LIMITS.perAddress).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // The owners themselves are not affected.
    expect((await signinFrom(newAddress(), accounts[0].username, accounts[0].password)).statusCode).toBe(200);
  });

  test('guesses spread over many addresses: past the account budget an address that failed waits, a clean one still passes', async () => {
    const a = await activeAccount(t);
    const guessers = Array.from({ length: SIGNIN_LIMITS.perAccount }, newAddress);
    for (const address of guessers) expect((await signinFrom(address, a.username, 'wrong')).statusCode).toBe(401);
    expect((await signinFrom(guessers[0], a.username, a.password)).statusCode).toBe(429);
    expect((await signinFrom(newAddress(), a.username, a.password)).statusCode).toBe(200);
  });

  test('a success does not give a guesser a new budget', async () => {
    const a = await activeAccount(t);
    const address = newAddress();
    await wrongTimes(SIGNIN_LIMITS.perAccountAndAddress - 1, address, a);
    expect((await signinFrom(address, a.username, a.password)).statusCode).toBe(200);
    await wrongTimes(1, address, a);
    expect((await signinFrom(address, a.username, a.password)).statusCode).toBe(429);
  });

  test('wrong old passwords on a password change count as failed sign-ins', async () => {
    const a = await activeAccount(t);
    const address = newAddress();
    const change = (oldPass: string) =>
      call(
        t,
        {
          method: 'POST',
          url: `/api/auth/users/changepassword/${a.username}`,
          payload: { oldPass, newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' },
          remoteAddress: address,
        },
        a.token,
      );
    for (let i = 0; i < SIGNIN_LIMITS.perAccountAndAddress; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(403);
    const locked = await change(a.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});
