// Who may make each account call (401 signed out, 403 wrong role or another user's account), and what
// the admin's account calls do: the inactive list, enable and disable, role switches, setauthentication.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { entityByResource } from '../../common/model/entities.ts';
import { ROLES, type Role } from '../../common/model/roles.ts';
import { activeAccount, call, lastSmsCode, newAccount, outboxLink, apiPathOf, signin, type Account } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { createRecord } from './helpers/samples.ts';

type Request = (username: string) => InjectOptions;
const U = '/api/auth/users';

const ADMIN_CALLS: Array<[string, number, Request]> = [
  ['GET disabled', 200, () => ({ method: 'GET', url: `${U}/disabled` })],
  ['GET getrequestjoinbisharat', 200, () => ({ method: 'GET', url: `${U}/getrequestjoinbisharat` })],
  [
    'POST signup/mod',
    201,
    () => {
      const { username, email } = newAccount();
      return { method: 'POST', url: `${U}/signup/mod`, payload: { username, email, password: 'secret' } };
    },
  ],
  ['POST enable', 200, (u) => ({ method: 'POST', url: `${U}/enable/${u}` })],
  ['POST disable', 200, (u) => ({ method: 'POST', url: `${U}/disable/${u}` })],
  ['POST unlocksmsuser', 200, (u) => ({ method: 'POST', url: `${U}/unlocksmsuser/${u}` })],
  ['GET getactivationlink', 200, (u) => ({ method: 'GET', url: `${U}/getactivationlink/${u}` })],
  // The generated user is already active: an admin gets through and is told there is nothing to activate.
  ['POST newactivationlink', 400, (u) => ({ method: 'POST', url: `${U}/newactivationlink/${u}` })],
  ...['activatebish', 'deactivatebish', 'activatemoderator', 'deactivatemoderator'].map((s): [string, number, Request] => [
    `GET ${s}`,
    200,
    (u) => ({ method: 'GET', url: `${U}/${u}/${s}` }),
  ]),
  [
    'POST setauthentication',
    200,
    (u) => ({ method: 'POST', url: `${U}/${u}/setauthentication`, payload: { roles: ['ROLE_USER', 'ROLE_BISH'] } }),
  ],
];

/** Calls a user makes for their own account, aimed here at someone else's. */
const SELF_CALLS: Array<[string, Request]> = [
  ['POST requestnow', (u) => ({ method: 'POST', url: `${U}/${u}/requestnow` })],
  ['POST activebisharat', (u) => ({ method: 'POST', url: `${U}/activebisharat/${u}/123456` })],
  ['POST modifynumber', (u) => ({ method: 'POST', url: `${U}/modifynumber/${u}/0501234567` })],
  ['POST modifynumberconfirmation', (u) => ({ method: 'POST', url: `${U}/modifynumberconfirmation/${u}/0501234567/123456` })],
  [
    'POST changepassword',
    (u) => ({
      method: 'POST',
      url: `${U}/changepassword/${u}`,
      payload: { oldPass: 'sample-password', newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' },
    }),
  ],
];

const roleNames = (user: { roles: Array<{ name: string }> }) => user.roles.map((r) => r.name);

describeOnDatabases('admin account calls', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const someone = async () => (await createRecord(t, entityByResource('users'))).username as string;
  const asAdmin = (request: InjectOptions) => t.injectAs('ADMIN', request);
  const userOf = async (username: string) => (await asAdmin({ method: 'GET', url: `${U}/${username}` })).json();

  describe.each(ADMIN_CALLS)('%s', (_, ok, request) => {
    test.each([...ROLES])('as %s', async (role: Role) => {
      const response = await t.injectAs(role, request(await someone()));
      expect(response.statusCode, response.body).toBe(role === 'ADMIN' ? ok : role === 'ANONYMOUS' ? 401 : 403);
    });
  });

  describe.each(SELF_CALLS)('%s for another user', (_, request) => {
    test.each([...ROLES])('as %s', async (role: Role) => {
      const response = await t.injectAs(role, request(await someone()));
      expect(response.statusCode, response.body).toBe(role === 'ANONYMOUS' ? 401 : 403);
    });
  });

  test('isrequestforbish: the user themself or an admin', async () => {
    const a = await activeAccount(t);
    const url = `${U}/${a.username}/isrequestforbish`;
    expect((await call(t, { method: 'GET', url }, a.token)).json()).toEqual({ pending: false, codeSent: false });
    await call(t, { method: 'POST', url: `${U}/${a.username}/requestnow` }, a.token);
    expect((await asAdmin({ method: 'GET', url })).json()).toEqual({ pending: false, codeSent: true });
    expect((await t.injectAs('MODERATOR', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('ANONYMOUS', { method: 'GET', url })).statusCode).toBe(401);
  });

  test('an account waiting for activation is on the inactive list; enable activates it', async () => {
    const account = newAccount();
    await call(t, { method: 'POST', url: `${U}/signup`, payload: account });
    const refused = await signin(t, account.username, account.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Account is not activated: open the link in the e-mail we sent you when you registered');
    const inactive = (await asAdmin({ method: 'GET', url: `${U}/disabled` })).json();
    expect(inactive.map((u: { username: string }) => u.username)).toContain(account.username);

    const enabled = await asAdmin({ method: 'POST', url: `${U}/enable/${account.username}` });
    expect(enabled.json()).toMatchObject({ message: 'User enabled', allowed: true, emailConfirmed: true });
    expect((await signin(t, account.username, account.password)).statusCode).toBe(200);
    const after = (await asAdmin({ method: 'GET', url: `${U}/disabled` })).json();
    expect(after.map((u: { username: string }) => u.username)).not.toContain(account.username);
  });

  test('disable ends the sessions and the pending links at once, and says so at sign-in', async () => {
    const a = await activeAccount(t);
    await call(t, { method: 'POST', url: `${U}/resetpasswordoruser/${a.email}` });
    const reset = apiPathOf(await outboxLink(t, a.email));
    const disabled = await asAdmin({ method: 'POST', url: `${U}/disable/${a.username}` });
    expect(disabled.json()).toMatchObject({ message: 'User disabled', allowed: false });
    expect((await call(t, { method: 'GET', url: `${U}/${a.username}/isrequestforbish` }, a.token)).statusCode).toBe(401);
    const refused = await signin(t, a.username, a.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Account is disabled: please contact the family admin');
    expect(
      (await call(t, { method: 'POST', url: reset, payload: { newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' } })).json()
        .message,
    ).toBe('Error: Token Invalid!');

    await asAdmin({ method: 'POST', url: `${U}/enable/${a.username}` });
    // The old token stays dead after re-enabling.
    expect((await call(t, { method: 'GET', url: `${U}/${a.username}/isrequestforbish` }, a.token)).statusCode).toBe(401);
    expect((await signin(t, a.username, a.password)).statusCode).toBe(200);
  });

  test('an admin cannot disable themself or take their own admin role', async () => {
    const self = await asAdmin({ method: 'POST', url: `${U}/disable/admin` });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot disable your own account');
    const demote = await asAdmin({ method: 'POST', url: `${U}/admin/setauthentication`, payload: { roles: ['ROLE_USER'] } });
    expect(demote.statusCode).toBe(409);
    expect(roleNames(await userOf('admin'))).toContain('ROLE_ADMIN');
  });

  test('unknown users are 404 with a message', async () => {
    const response = await asAdmin({ method: 'POST', url: `${U}/enable/nobody-at-all` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Error: User not found!');
  });

  test('role switches change the roles, and the open session goes on with the new ones', async () => {
    const a = await activeAccount(t);
    const toggle = async (path: string) => (await asAdmin({ method: 'GET', url: `${U}/${a.username}/${path}` })).json();
    const readsMembers = async () => (await call(t, { method: 'GET', url: '/api/v1/members' }, a.token)).statusCode;
    expect(await readsMembers()).toBe(403);
    expect(roleNames(await toggle('activatemoderator'))).toEqual(['ROLE_USER', 'ROLE_MODERATOR']);
    expect(await readsMembers()).toBe(200);
    expect(roleNames(await toggle('activatebish'))).toEqual(['ROLE_USER', 'ROLE_BISH', 'ROLE_MODERATOR']);
    expect(roleNames(await toggle('deactivatemoderator'))).toEqual(['ROLE_USER', 'ROLE_BISH']);
    expect(roleNames(await toggle('deactivatebish'))).toEqual(['ROLE_USER']);
    expect(await readsMembers()).toBe(403);
    const session = (await signin(t, a.username, a.password)).json();
    expect(roleNames(session)).toEqual(['ROLE_USER']);
  });

  test('setauthentication sets the whole role list, names or objects, always keeping ROLE_USER', async () => {
    const username = await someone();
    const set = (roles: unknown) => asAdmin({ method: 'POST', url: `${U}/${username}/setauthentication`, payload: { roles } });
    const first = await set(['ROLE_MODERATOR', 'ROLE_BISH']);
    expect(first.json().message).toBe('User roles updated');
    expect(roleNames(first.json())).toEqual(['ROLE_USER', 'ROLE_BISH', 'ROLE_MODERATOR']);
    expect(roleNames((await set([{ id: 4, name: 'ROLE_ADMIN' }])).json())).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
    expect(roleNames((await set([])).json())).toEqual(['ROLE_USER']);
    const bad = await set(['ROLE_KING']);
    expect(bad.statusCode).toBe(400);
    expect(roleNames(await userOf(username))).toEqual(['ROLE_USER']);
  });

  describe('permission requests', () => {
    const verify = async (a: Account) => {
      await call(t, { method: 'POST', url: `${U}/${a.username}/requestnow` }, a.token);
      const code = await lastSmsCode(t, a.phoneNumber);
      return call(t, { method: 'POST', url: `${U}/activebisharat/${a.username}/${code}` }, a.token);
    };
    const requests = async () =>
      (await asAdmin({ method: 'GET', url: `${U}/getrequestjoinbisharat` })).json() as Array<{ username: string; matchedMember: unknown }>;

    test('a verified phone with no member of that number waits with no match; the user never sees the match', async () => {
      const a = await activeAccount(t);
      expect((await verify(a)).statusCode).toBe(200);
      const mine = (await requests()).find((u) => u.username === a.username);
      expect(mine).toMatchObject({ matchedMember: null, requestPermission: true });
      const own = (await signin(t, a.username, a.password)).json();
      expect(own).toMatchObject({ requestPermission: true });
      expect('matchedMemberId' in own).toBe(false);
      expect((await call(t, { method: 'GET', url: `${U}/${a.username}/isrequestforbish` }, own.accessToken)).json()).toEqual({
        pending: true,
        codeSent: false,
      });
    });

    test('a BISH user has nothing to request and is not on the list', async () => {
      const a = await activeAccount(t);
      await verify(a);
      await asAdmin({ method: 'POST', url: `${U}/${a.username}/setauthentication`, payload: { roles: ['ROLE_BISH'] } });
      expect((await requests()).map((u) => u.username)).not.toContain(a.username);
      const token = (await signin(t, a.username, a.password)).json().accessToken;
      const again = await call(t, { method: 'POST', url: `${U}/${a.username}/requestnow` }, token);
      expect(again.statusCode).toBe(409);
    });

    test('a moderator made a plain user again has no phone to send a code to, and is told to add one', async () => {
      const moderator = {
        username: `mod${Date.now() % 1_000_000}`,
        email: `mod${Date.now() % 1_000_000}@example.com`,
        password: 'secret-pass',
      };
      expect((await asAdmin({ method: 'POST', url: `${U}/signup/mod`, payload: moderator })).statusCode).toBe(201);
      await asAdmin({ method: 'GET', url: `${U}/${moderator.username}/deactivatemoderator` });
      const token = (await signin(t, moderator.username, moderator.password)).json().accessToken;
      const request = await call(t, { method: 'POST', url: `${U}/${moderator.username}/requestnow` }, token);
      expect(request.statusCode).toBe(400);
      expect(request.json().message).toBe('Add a phone number to your account first');
      expect((await userOf(moderator.username)).numberOfSendSMS).toBe(0);
    });
  });
});
