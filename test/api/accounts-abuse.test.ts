// Guessing and flooding (sign-in limits: signin-throttle.test.ts): the tries of an SMS code, the SMS lock, the
// per-address limits, sessions that end, and one-time links that are single use and expire.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activeAccount, apiPathOf, call, lastSmsCode, newAccount, outboxLink, signin, type Account } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeOnDatabases('account abuse limits', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const requestCode = (a: Account) => call(t, { method: 'POST', url: `/api/auth/users/${a.username}/requestnow` }, a.token);
  const enterCode = (a: Account, code: string) =>
    call(t, { method: 'POST', url: `/api/auth/users/activebisharat/${a.username}/${code}` }, a.token);
  const asAdmin = async (username: string) => (await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${username}` })).json();
  /** Moves the stored expiry of the user's one-time secrets into the past. */
  const expireSecrets = (userId: number) =>
    t.app.db
      .updateTable('account_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', userId)
      .execute();

  describe('SMS code', () => {
    test('after 5 wrong codes the 6th try fails even with the right code', async () => {
      const a = await activeAccount(t);
      expect((await requestCode(a)).statusCode).toBe(200);
      const code = await lastSmsCode(t, a.phoneNumber);
      for (let i = 0; i < 5; i++) {
        const wrong = await enterCode(a, otherCode(code));
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().message).toBe('Error: Code Invalid!');
      }
      expect((await enterCode(a, code)).json().message).toBe('Error: Code Invalid!');
      expect(await asAdmin(a.username)).toMatchObject({ requestPermission: false, matchedMemberId: null });
    });

    test('after 4 wrong codes the right one still works, once', async () => {
      const a = await activeAccount(t);
      await requestCode(a);
      const code = await lastSmsCode(t, a.phoneNumber);
      for (let i = 0; i < 4; i++) await enterCode(a, otherCode(code));
      expect((await enterCode(a, code)).json()).toEqual({ message: 'User phone confirmed successfully! ' });
      expect((await enterCode(a, code)).statusCode).toBe(400);
      expect(await asAdmin(a.username)).toMatchObject({ requestPermission: true, numberOfSendSMS: 0 });
    });

    test('an expired code is refused', async () => {
      const a = await activeAccount(t);
      await requestCode(a);
      const code = await lastSmsCode(t, a.phoneNumber);
      await expireSecrets(a.id);
      expect((await enterCode(a, code)).json().message).toBe('Error: Code Invalid!');
    });

    test('the 4th send is refused until an admin unlocks the user', async () => {
      const a = await activeAccount(t);
      for (let i = 0; i < 3; i++) expect((await requestCode(a)).statusCode).toBe(200);
      const refused = await requestCode(a);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('SMS exceed for user');
      expect((await asAdmin(a.username)).numberOfSendSMS).toBe(4);
      const phone = await call(
        t,
        { method: 'POST', url: `/api/auth/users/modifynumber/${a.username}/${newAccount().phoneNumber}` },
        a.token,
      );
      expect(phone.json().message).toBe('SMS exceed for user');

      const unlocked = await t.injectAs('ADMIN', { method: 'POST', url: `/api/auth/users/unlocksmsuser/${a.username}` });
      expect(unlocked.statusCode).toBe(200);
      expect((await asAdmin(a.username)).numberOfSendSMS).toBe(0);
      expect((await requestCode(a)).statusCode).toBe(200);
    });
  });

  describe('SMS sends', () => {
    test('parallel sends cannot slip past the lock', async () => {
      const a = await activeAccount(t);
      const answers = await Promise.all(Array.from({ length: 6 }, () => requestCode(a)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
      expect((await asAdmin(a.username)).numberOfSendSMS).toBe(4);
    });

    test('a send the gateway refused does not count', async () => {
      const a = await activeAccount(t);
      const send = t.app.sms.send;
      t.app.sms.send = async () => {
        throw new Error('gateway down');
      };
      try {
        const failed = await requestCode(a);
        expect(failed.statusCode).toBe(502);
        expect(failed.json().message).toBe('The SMS could not be sent: please try again later');
      } finally {
        t.app.sms.send = send;
      }
      expect((await asAdmin(a.username)).numberOfSendSMS).toBe(0);
    });
  });

  describe('sessions', () => {
    test('a token stops working after logout', async () => {
      const a = await activeAccount(t);
      expect((await call(t, { method: 'POST', url: '/api/auth/users/logout' }, a.token)).statusCode).toBe(200);
      expect((await requestCode(a)).statusCode).toBe(401);
    });

    test('a token stops working after a password change', async () => {
      const a = await activeAccount(t);
      const changed = await call(
        t,
        {
          method: 'POST',
          url: `/api/auth/users/changepassword/${a.username}`,
          payload: { oldPass: a.password, newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' },
        },
        a.token,
      );
      expect(changed.statusCode).toBe(200);
      expect((await requestCode(a)).statusCode).toBe(401);
    });
  });

  describe('one-time links', () => {
    test('an activation link works once and not after 48 hours; an admin can hand out a fresh one; used again it says the account is active', async () => {
      const account = newAccount();
      await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account });
      const mailed = apiPathOf(await outboxLink(t, account.email));
      const user = await asAdmin(account.username);
      await expireSecrets(user.id);
      expect((await call(t, { method: 'POST', url: mailed })).json().message).toBe('Error: Token Invalid!');
      expect((await signin(t, account.username, account.password)).statusCode).toBe(403);

      const fresh = await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/getactivationlink/${account.username}` });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['content-type']).toMatch(/^text\/plain/);
      expect(fresh.body).toMatch(new RegExp(`^${t.config.publicUrl}/activate/${account.username}/[A-Za-z0-9_-]{43}$`));
      expect((await call(t, { method: 'POST', url: apiPathOf(fresh.body) })).statusCode).toBe(200);
      expect(await asAdmin(account.username)).toMatchObject({ allowed: true, emailConfirmed: true });
      // Opened again after an admin disabled the account: it says the account is active and re-opens nothing.
      await t.injectAs('ADMIN', { method: 'POST', url: `/api/auth/users/disable/${account.username}` });
      expect((await asAdmin(account.username)).allowed).toBe(false);
      expect((await call(t, { method: 'POST', url: apiPathOf(fresh.body) })).json().message).toBe('Account is already active: sign in');
      expect((await asAdmin(account.username)).allowed).toBe(false);
    });

    test('the activation link shown to an admin is the one mailed; a new link, mailed, ends the earlier one', async () => {
      const account = newAccount();
      await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account });
      const mailed = await outboxLink(t, account.email);
      const shown = await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/getactivationlink/${account.username}` });
      expect(shown.body).toBe(mailed);

      const renewed = await t.injectAs('ADMIN', { method: 'POST', url: `/api/auth/users/newactivationlink/${account.username}` });
      expect(renewed.json().message).toBe('A new activation link was mailed; the earlier link no longer works');
      const second = await outboxLink(t, account.email);
      expect(second).toBe(renewed.json().link);
      expect(second).not.toBe(mailed);
      expect((await call(t, { method: 'POST', url: apiPathOf(mailed) })).json().message).toBe('Error: Token Invalid!');
      expect((await call(t, { method: 'POST', url: apiPathOf(second) })).statusCode).toBe(200);
      const again = await t.injectAs('ADMIN', { method: 'POST', url: `/api/auth/users/newactivationlink/${account.username}` });
      expect(again.statusCode).toBe(400);
    });

    test('a reset link is refused after its hour', async () => {
      const a = await activeAccount(t);
      await call(t, { method: 'POST', url: `/api/auth/users/resetpasswordoruser/${a.email}` });
      const link = await outboxLink(t, a.email);
      await expireSecrets(a.id);
      const response = await call(t, {
        method: 'POST',
        url: apiPathOf(link),
        payload: { newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' },
      });
      expect(response.json().message).toBe('Error: Token Invalid!');
      expect((await signin(t, a.username, a.password)).statusCode).toBe(200);
    });

    test('a wrong activation token does not spoil the right one', async () => {
      const account = newAccount();
      await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account });
      const mailed = apiPathOf(await outboxLink(t, account.email));
      for (let i = 0; i < 6; i++) await call(t, { method: 'POST', url: `/api/auth/users/active/${account.username}/guess-${i}` });
      expect((await call(t, { method: 'POST', url: mailed })).statusCode).toBe(200);
    });
  });

  describe('per address', () => {
    const from = (remoteAddress: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress });

    test('the 11th signup within an hour from one address gets 429 with Retry-After', async () => {
      for (let i = 0; i < 10; i++) expect((await from('192.0.2.1', '/api/auth/users/signup', {})).statusCode).toBe(400);
      const limited = await from('192.0.2.1', '/api/auth/users/signup', newAccount());
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/Rate limit exceeded/);
      expect((await from('192.0.2.2', '/api/auth/users/signup', {})).statusCode).toBe(400);
    });

    test('the 6th reset mail within 15 minutes from one address gets 429', async () => {
      for (let i = 0; i < 5; i++)
        expect((await from('192.0.2.3', '/api/auth/users/resetpasswordoruser/nobody@example.com')).statusCode).toBe(404);
      const limited = await from('192.0.2.3', '/api/auth/users/resetpasswordoruser/nobody@example.com');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    test('a family gathering behind one address gets its thirty codes; the 31st send within the hour gets 429', async () => {
      const relatives = await Promise.all(Array.from({ length: 10 }, () => activeAccount(t)));
      const ask = (user: (typeof relatives)[number]) =>
        t.app.inject({
          method: 'POST',
          url: `/api/auth/users/${user.username}/requestnow`,
          remoteAddress: '192.0.2.4',
          headers: { authorization: `Bearer ${user.token}` },
        });
      // Three codes each (the account's own limit), thirty in all.
      for (let round = 0; round < 3; round++) for (const user of relatives) expect((await ask(user)).statusCode).toBe(200);
      const limited = await ask(await activeAccount(t));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Rate limit exceeded/);
    });
  });

  test('one phone number receives at most five codes an hour, whichever accounts ask for them', async () => {
    const target = '0547654321';
    const askers = await Promise.all(Array.from({ length: 6 }, () => activeAccount(t)));
    const change = (user: (typeof askers)[number]) =>
      call(t, { method: 'POST', url: `/api/auth/users/modifynumber/${user.username}/${target}` }, user.token);
    for (const user of askers.slice(0, 5)) expect((await change(user)).statusCode).toBe(200);
    const refused = await change(askers[5]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const sms = await Promise.all(
      (await readdir(join(t.config.dataDir, 'outbox')))
        .filter((f) => f.startsWith('sms-'))
        .map((f) => readFile(join(t.config.dataDir, 'outbox', f), 'utf8')),
    );
    expect(sms.filter((text) => text.startsWith(`${target}\n`))).toHaveLength(5);
  });
});
