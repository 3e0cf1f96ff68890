// An admin hears of a permission request and answers it from the list: every active admin is mailed in
// their own language when a request arrives, the board counts the requests that wait, and each request
// offers the members the account may be (by phone, by name chain) to link it to; ADMIN only.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { roleNamesFor } from '../../common/model/roles.ts';
import { fixtureHash } from './helpers/passwords.ts';
import { outboxMail } from '../support/outbox.ts';
import { activeAccount, call, lastSmsCode, type Account } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('permission review', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const admin = async (username: string, language: 'he' | 'en', allowed: boolean) =>
      t.app.repositories.users.createUser({
        username,
        email: `${username}@example.com`,
        name: null,
        language,
        passwordHash: await fixtureHash('second-admin-password'),
        allowed,
        roles: roleNamesFor('ADMIN'),
      });
    await admin('hebrew-admin', 'he', true);
    await admin('former-admin', 'en', false);
  });
  afterAll(async () => t?.close());

  /** The account asks for family permission and enters the SMS code, as the profile page does. */
  async function request(account: Account): Promise<void> {
    const asked = await call(t, { method: 'POST', url: `/api/auth/users/${account.username}/requestnow` }, account.token);
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await lastSmsCode(t, account.phoneNumber);
    const confirmed = await call(t, { method: 'POST', url: `/api/auth/users/activebisharat/${account.username}/${code}` }, account.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }

  const mailsTo = async (email: string) =>
    (await readdir(join(t.config.dataDir, 'outbox')).catch(() => [])).filter((f) => f.endsWith('.eml') && f.includes(email)).length;
  const requests = async () => (await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users/getrequestjoinbisharat' })).json();
  const requestOf = async (account: Account) => (await requests()).find((r: { username: string }) => r.username === account.username);
  const count = async () =>
    (await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users/getrequestjoinbisharat/count' })).json().count;

  test('a request that arrives is mailed to every active admin, each in their language, with the member the phone matched', async () => {
    const account = await activeAccount(t, { name: 'Salma Haddad' });
    await t.app.repositories.members.create({ name: 'سلمى', fatherName: 'أحمد', familyName: 'آل ناصر', phoneNumber: account.phoneNumber });
    await request(account);

    const arabic = await outboxMail(t.config.dataDir, 'admin@localhost');
    expect(arabic.subject).toBe(`طلب صلاحية العائلة من ${account.username}`);
    expect(arabic.text).toContain('سلمى أحمد آل ناصر');
    expect(arabic.text).toContain('Salma Haddad');
    expect(arabic.link).toBe(`${t.config.publicUrl}/adminboard/permissionRequestUsers`);
    const hebrew = await outboxMail(t.config.dataDir, 'hebrew-admin@example.com');
    expect(hebrew.subject).toBe(`בקשת הרשאת משפחה מאת ${account.username}`);
    expect(hebrew.text).toContain('בדיקת הזהות מצאה את בן המשפחה');
    expect(await mailsTo('former-admin@example.com')).toBe(0);

    // The code entered again (a new one asked for) is the same request: no second mail.
    await request(account);
    expect(await mailsTo('hebrew-admin@example.com')).toBe(1);
  });

  test('the board counts the requests that wait, and a grant takes one off', async () => {
    const account = await activeAccount(t);
    const before = await count();
    await request(account);
    expect(await count()).toBe(before + 1);
    expect(await count()).toBe((await requests()).length);
    const granted = await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${account.username}/activatebish` });
    expect(granted.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  test('the count and the list are the admin’s only', async () => {
    for (const url of ['/api/auth/users/getrequestjoinbisharat/count', '/api/auth/users/getrequestjoinbisharat']) {
      expect((await t.injectAs('ANONYMOUS', { method: 'GET', url })).statusCode).toBe(401);
      for (const role of ['USER', 'BISH', 'MODERATOR'] as const)
        expect((await t.injectAs(role, { method: 'GET', url })).statusCode).toBe(403);
    }
  });

  test('a request without a phone match offers the members whose name chain is the account’s name; the admin’s link is kept by the grant', async () => {
    const yusuf = await t.app.repositories.members.create({ name: 'يوسف', fatherName: 'أحمد', familyName: 'النجار' });
    const cousin = await t.app.repositories.members.create({ name: 'يوسف', fatherName: 'سليم', familyName: 'النجار' });
    // His son's chain holds "يوسف أحمد النجار" too, but the son is not Yusuf.
    const son = await t.app.repositories.members.create({ name: 'سامر', fatherName: 'يوسف', familyName: 'النجار', parentId: yusuf.id });
    const account = await activeAccount(t, { name: 'يوسف أحمد النجار' });
    await request(account);

    const waiting = await requestOf(account);
    expect(waiting.matchedMember).toBeNull();
    expect(waiting.nameMatches.map((m: { id: number }) => m.id)).toEqual([yusuf.id]);
    expect(waiting.nameMatches).not.toContainEqual(expect.objectContaining({ id: cousin.id }));
    expect(waiting.nameMatches).not.toContainEqual(expect.objectContaining({ id: son.id }));
    expect(waiting.linkedMember).toBeNull();

    const linked = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: `/api/auth/users/${account.username}`,
      payload: { memberId: yusuf.id },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await requestOf(account)).linkedMember).toMatchObject({ id: yusuf.id, name: 'يوسف', fatherName: 'أحمد' });
    await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${account.username}/activatebish` });
    expect((await t.app.repositories.users.findBy('username', account.username))?.memberId).toBe(yusuf.id);
  });

  test('the member an admin chose wins over the phone match when permission is granted', async () => {
    const account = await activeAccount(t);
    const byPhone = await t.app.repositories.members.create({ name: 'Omar', phoneNumber: account.phoneNumber });
    const chosen = await t.app.repositories.members.create({ name: 'Omar', fatherName: 'Khalil' });
    await request(account);
    expect((await requestOf(account)).matchedMember.id).toBe(byPhone.id);
    await t.injectAs('ADMIN', { method: 'PUT', url: `/api/auth/users/${account.username}`, payload: { memberId: chosen.id } });
    await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${account.username}/activatebish` });
    expect((await t.app.repositories.users.findBy('username', account.username))?.memberId).toBe(chosen.id);
  });
});
