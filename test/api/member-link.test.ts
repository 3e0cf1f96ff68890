// "Me in the family": an admin links an account to its member; the user reads the link at sign-in and
// sees the member's record as their role allows, nothing private below MODERATOR.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { activeAccount, call, signin, type Account } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('member link', (db) => {
  let t: TestApp;
  let account: Account;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ db });
    for (const name of ['يوسف', 'سارة'])
      ids.push((await t.app.repositories.members.create({ name, phoneNumber: '0521112222', identity: '55555' })).id);
    account = await activeAccount(t);
    const granted = await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${account.username}/activatebish` });
    expect(granted.statusCode, granted.body).toBe(200);
  });
  afterAll(async () => t?.close());

  const setLink = (memberId: unknown, role: 'ADMIN' | 'MODERATOR' = 'ADMIN') =>
    t.injectAs(role, { method: 'PUT', url: `/api/auth/users/${account.username}`, payload: { memberId } });
  const session = async () => (await signin(t, account.username, account.password)).json();

  test('an admin sets and changes the link, and the sign-in answer carries it', async () => {
    const set = await setLink(ids[0]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().memberId).toBe(ids[0]);
    expect((await session()).memberId).toBe(ids[0]);
    expect((await setLink(ids[1])).json().memberId).toBe(ids[1]);
    expect((await session()).memberId).toBe(ids[1]);
  });

  test('an admin clears it', async () => {
    expect((await setLink(null)).json().memberId).toBeNull();
    expect((await session()).memberId).toBeNull();
  });

  test('a member that does not exist is refused, and the link stays', async () => {
    await setLink(ids[0]);
    const refused = await setLink(999_999);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'memberId', rule: 'missingReference', value: '999999' }]);
    expect((await session()).memberId).toBe(ids[0]);
  });

  test('only an admin links', async () => {
    expect((await setLink(ids[1], 'MODERATOR')).statusCode).toBe(403);
  });

  test('the linked user reads their record without its private fields', async () => {
    await setLink(ids[0]);
    const { memberId, accessToken } = await session();
    const record = await call(t, { method: 'GET', url: `/api/v1/members/${memberId}` }, accessToken);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ id: ids[0], name: 'يوسف' });
    for (const field of ['phoneNumber', 'identity', 'isMarried', 'isAlive']) expect(record.json()).not.toHaveProperty(field);
  });
});
