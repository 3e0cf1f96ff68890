// Spec section 5 on the server: every account rule refuses with its own message and changes nothing;
// the values at the edges of each rule are accepted. Spec section 8's account messages, exactly.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activeAccount, call, lastSmsCode, newAccount, outboxLink, apiPathOf, signin } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const SIGNUP_REFUSED: Array<[string, Record<string, string>, string]> = [
  ['a full name of 5', { name: 'Abcde' }, 'Name is not appropriate'],
  ['a full name of 21', { name: 'A'.repeat(21) }, 'Name is not appropriate'],
  ['a full name of spaces', { name: '        ' }, 'Name is not appropriate'],
  ['a full name of 5 letters spread over 7 characters', { name: 'Al Bo-c' }, 'Name is not appropriate'],
  ['a full name of 21 letters and its spaces', { name: 'عبد الرحمن محمود آل ناصري' }, 'Name is not appropriate'],
  ['a full name past the 60 characters an account name is kept in', { name: `Sa${' '.repeat(60)}lma` }, 'Name is not appropriate'],
  ['a username with a space', { username: 'abc defg' }, 'Username could not contain spaces'],
  ['a username with a tab', { username: 'abc\tdefg' }, 'Username could not contain spaces'],
  ['a username of 5', { username: 'abcde' }, 'Username is not appropriate'],
  ['a username of 21', { username: 'a'.repeat(21) }, 'Username is not appropriate'],
  ['a username with a slash', { username: 'abc/defg' }, 'Username is not appropriate'],
  ['the username of an account call', { username: 'disabled' }, 'Username is not appropriate'],
  ['another account call in capitals', { username: 'SIGNIN' }, 'Username is not appropriate'],
  ['an e-mail without @', { email: 'member.example.com' }, 'Email is not validated'],
  ['an e-mail without a domain dot', { email: 'member@example' }, 'Email is not validated'],
  ['an e-mail with a space', { email: 'mem ber@example.com' }, 'Email is not validated'],
  ['a password of 7', { password: '1234567' }, 'Password is not appropriate'],
  ['a password of 41', { password: 'p'.repeat(41) }, 'Password is not appropriate'],
  ['a phone of 9 digits', { phoneNumber: '050123456' }, 'Field not appropriate'],
  ['a phone of 11 digits', { phoneNumber: '05012345678' }, 'Field not appropriate'],
  ['a phone starting 051', { phoneNumber: '0511234567' }, 'Field not appropriate'],
  ['a phone starting 053', { phoneNumber: '0531234567' }, 'Field not appropriate'],
  ['a phone with a letter', { phoneNumber: '050123456a' }, 'Field not appropriate'],
  ['a phone with dashes', { phoneNumber: '050-1234567' }, 'Field not appropriate'],
];

const SIGNUP_EDGES: Array<[string, Record<string, string>]> = [
  ['a full name of 6', { name: 'Abcdef' }],
  ['a full name of 20 in Arabic', { name: 'محمد أحمد عبد الرحمن' }],
  // 24 characters: the spaces of "عبد الرحمن" and "آل ناصر" are not letters of the name.
  ['a compound Arabic full name of 20 letters', { name: 'عبد الرحمن محمود آل ناصر' }],
  ['a vowelled full name counted by its letters', { name: 'عَبْدُ الرَّحْمَٰنِ مَحْمُودٌ آلُ نَاصِرٍ' }],
  ['a password of 8', { password: '12345678' }],
  ['a password of 40', { password: 'p'.repeat(40) }],
  ...['050', '052', '054', '055', '057', '058'].map((prefix): [string, Record<string, string>] => [
    `a phone starting ${prefix}`,
    { phoneNumber: `${prefix}${String(Date.now()).slice(-7)}` },
  ]),
];

describeOnDatabases('account rules', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const signup = (payload: Record<string, string>) => call(t, { method: 'POST', url: '/api/auth/users/signup', payload });
  const count = () => t.app.repositories.users.count();

  describe('signup', () => {
    test.each(SIGNUP_REFUSED)('refuses %s', async (_, change, message) => {
      const before = await count();
      const response = await signup(newAccount(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await count()).toBe(before);
    });

    test('refuses a missing field, naming it', async () => {
      const { phoneNumber: _, ...rest } = newAccount();
      const response = await signup(rest);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'phoneNumber', rule: 'required' }]);
    });

    test.each(SIGNUP_EDGES)('accepts %s', async (_, change) => {
      const response = await signup(newAccount(change));
      expect(response.statusCode, response.body).toBe(201);
    });

    test('accepts usernames of 6 and 20', async () => {
      for (const username of ['u'.repeat(5) + String(Date.now() % 10), `u${Date.now()}`.padEnd(20, 'x')])
        expect((await signup(newAccount({ username }))).statusCode).toBe(201);
    });

    test('a taken username, e-mail or phone is a 409 naming it, in any letter case', async () => {
      const first = newAccount();
      expect((await signup(first)).statusCode).toBe(201);
      const clashes: Array<[Record<string, string>, string]> = [
        [{ username: first.username.toUpperCase() }, 'Error: Username is already taken!'],
        [{ email: first.email.toUpperCase() }, 'Error: Email is already in use!'],
        [{ phoneNumber: first.phoneNumber }, 'PhoneNumber Already used'],
      ];
      for (const [change, message] of clashes) {
        const response = await signup({ ...newAccount(), ...change });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(message);
      }
    });

    test('the new account is an inactive USER with an unconfirmed e-mail', async () => {
      const account = newAccount();
      await signup(account);
      const user = (await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${account.username}` })).json();
      expect(user).toMatchObject({
        allowed: false,
        emailConfirmed: false,
        requestPermission: false,
        numberOfSendSMS: 0,
        phoneNumber: account.phoneNumber,
      });
      expect(user.roles.map((r: { name: string }) => r.name)).toEqual(['ROLE_USER']);
    });
  });

  describe('moderator creation', () => {
    const create = (payload: Record<string, string>) => t.injectAs('ADMIN', { method: 'POST', url: '/api/auth/users/signup/mod', payload });
    const moderator = (change: Record<string, string> = {}) => {
      const { username, email } = newAccount();
      return { username: `m${username.slice(-6)}`, email, password: 'secret', ...change };
    };

    test.each([
      ['a username of 2', { username: 'ab' }, 'Username is not appropriate'],
      ['a username of 21', { username: 'm'.repeat(21) }, 'Username is not appropriate'],
      ['a username with a space', { username: 'a b' }, 'Username could not contain spaces'],
      ['an invalid e-mail', { email: 'nope' }, 'Email is not validated'],
      ['a password of 5', { password: '12345' }, 'Password is not appropriate'],
      ['a password of 41', { password: 'p'.repeat(41) }, 'Password is not appropriate'],
    ])('refuses %s', async (_, change, message) => {
      const response = await create(moderator(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    test('a username of 3 and a password of 6 make an active MODERATOR', async () => {
      const payload = moderator({ username: `m${String(Date.now()).slice(-2)}` });
      const response = await create(payload);
      expect(response.statusCode, response.body).toBe(201);
      const session = await signin(t, payload.username, payload.password);
      expect(session.statusCode).toBe(200);
      expect(session.json().roles.map((r: { name: string }) => r.name)).toEqual(['ROLE_USER', 'ROLE_MODERATOR']);
    });
  });

  describe('change password', () => {
    const change = (a: { username: string; token: string }, payload: Record<string, string>) =>
      call(t, { method: 'POST', url: `/api/auth/users/changepassword/${a.username}`, payload }, a.token);

    test.each([
      ['an old password of 5', { oldPass: '12345' }],
      ['a new password of 5', { newPassword: '12345', newPasswordConfirmation: '12345' }],
      ['a confirmation of 41', { newPasswordConfirmation: 'p'.repeat(41) }],
    ])('refuses %s with the password message', async (_, bad) => {
      const a = await activeAccount(t);
      const response = await change(a, { oldPass: a.password, newPassword: 'new-secret', newPasswordConfirmation: 'new-secret', ...bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Password is not appropriate');
      expect((await signin(t, a.username, a.password)).statusCode).toBe(200);
    });

    test('a confirmation that differs, a wrong old password, then success with a fresh session', async () => {
      const a = await activeAccount(t);
      const mismatch = await change(a, { oldPass: a.password, newPassword: 'new-secret', newPasswordConfirmation: 'new-secreT' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toBe('Error: New Password not confirmed!');

      const wrongOld = await change(a, { oldPass: 'not-my-password', newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' });
      // Not 401: the browser would end the session for a typo.
      expect(wrongOld.statusCode).toBe(403);
      expect(wrongOld.json().message).toBe('Password is not correct');

      const done = await change(a, { oldPass: a.password, newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ message: 'Password changed succesfully.', username: a.username, tokenType: 'Bearer' });
      expect(
        (await call(t, { method: 'GET', url: `/api/auth/users/${a.username}/isrequestforbish` }, done.json().accessToken)).statusCode,
      ).toBe(200);
      expect((await call(t, { method: 'GET', url: `/api/auth/users/${a.username}/isrequestforbish` }, a.token)).statusCode).toBe(401);
      expect((await signin(t, a.username, a.password)).statusCode).toBe(401);
      expect((await signin(t, a.username, 'new-secret')).statusCode).toBe(200);
    });
  });

  describe('reset by e-mail', () => {
    const ask = (email: string) => call(t, { method: 'POST', url: `/api/auth/users/resetpasswordoruser/${encodeURIComponent(email)}` });
    const reset = (link: string, payload: Record<string, string>) => call(t, { method: 'POST', url: apiPathOf(link), payload });

    test('an unknown e-mail is not found', async () => {
      const response = await ask('nobody@example.com');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Error: Email not found!');
    });

    test('a mail that cannot be sent is a 502 that says so', async () => {
      const a = await activeAccount(t);
      const send = t.app.mailer.send;
      t.app.mailer.send = async () => false;
      try {
        const response = await ask(a.email);
        expect(response.statusCode).toBe(502);
        expect(response.json().message).toBe('The e-mail could not be sent: please try again later');
      } finally {
        t.app.mailer.send = send;
      }
    });

    test('a reset link activates an account that never was, but not one an admin disabled', async () => {
      const fresh = newAccount();
      await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: fresh });
      await ask(fresh.email);
      expect(
        (await reset(await outboxLink(t, fresh.email), { newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' })).statusCode,
      ).toBe(200);
      expect((await signin(t, fresh.username, 'new-secret')).statusCode).toBe(200);

      const a = await activeAccount(t);
      await t.injectAs('ADMIN', { method: 'POST', url: `/api/auth/users/disable/${a.username}` });
      await ask(a.email);
      expect(
        (await reset(await outboxLink(t, a.email), { newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' })).statusCode,
      ).toBe(200);
      expect((await signin(t, a.username, 'new-secret')).json().message).toBe('Account is disabled: please contact the family admin');
    });

    test('the link sets a new password within the rules, once', async () => {
      const a = await activeAccount(t);
      const sent = await ask(a.email.toUpperCase());
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toBe('Email Sent Successfully.');
      const link = await outboxLink(t, a.email);
      expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/users/${a.username}/resetpassword/[A-Za-z0-9_-]{43}$`));

      for (const [payload, message] of [
        [{ newPassword: '12345', newPasswordConfirmation: '12345' }, 'Password is not appropriate'],
        [{ newPassword: 'p'.repeat(41), newPasswordConfirmation: 'p'.repeat(41) }, 'Password is not appropriate'],
        [{ newPassword: 'new-secret', newPasswordConfirmation: 'other-secret' }, 'Error: New Password not confirmed!'],
      ] as const) {
        const refused = await reset(link, payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(message);
      }
      const wrongToken = await call(t, {
        method: 'POST',
        url: `/api/auth/users/resetpassword/${a.username}/not-the-token`,
        payload: { newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' },
      });
      expect(wrongToken.json()).toMatchObject({ statusCode: 400, message: 'Error: Token Invalid!' });

      const done = await reset(link, { newPassword: 'new-secret', newPasswordConfirmation: 'new-secret' });
      expect(done.json()).toEqual({ message: 'Password changed succesfully.' });
      expect((await signin(t, a.username, 'new-secret')).statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url: `/api/auth/users/${a.username}/isrequestforbish` }, a.token)).statusCode).toBe(401);
      const again = await reset(link, { newPassword: 'third-secret', newPasswordConfirmation: 'third-secret' });
      expect(again.json()).toMatchObject({ statusCode: 400, message: 'Error: Token Invalid!' });
    });
  });

  describe('phone change', () => {
    const modify = (a: { username: string; token: string }, number: string) =>
      call(t, { method: 'POST', url: `/api/auth/users/modifynumber/${a.username}/${encodeURIComponent(number)}` }, a.token);

    test.each(['050123456', '0591234567', '05012345678', '050123456x'])('refuses %s', async (number) => {
      const a = await activeAccount(t);
      const response = await modify(a, number);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Field not appropriate');
    });

    test('a number another account has is already used', async () => {
      const [a, b] = [await activeAccount(t), await activeAccount(t)];
      const response = await modify(a, b.phoneNumber);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('PhoneNumber Already used');
    });

    test('the code sent to the new number changes it, and the identity check runs again', async () => {
      const a = await activeAccount(t);
      const newNumber = newAccount().phoneNumber;
      const member = await t.app.repositories.members.create({ name: 'Salma', phoneNumber: newNumber });
      expect((await modify(a, newNumber)).statusCode).toBe(200);
      const code = await lastSmsCode(t, newNumber);
      const confirm = (number: string) =>
        call(t, { method: 'POST', url: `/api/auth/users/modifynumberconfirmation/${a.username}/${number}/${code}` }, a.token);
      // The code confirms the number it was sent to, not another.
      expect((await confirm(newAccount().phoneNumber)).json().message).toBe('Error: Code Invalid!');
      const done = await confirm(newNumber);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ message: 'Phone number changed successfully! ' });
      const user = (await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${a.username}` })).json();
      expect(user).toMatchObject({ phoneNumber: newNumber, matchedMemberId: member.id, numberOfSendSMS: 0 });
    });
  });

  test('required fields: login username and password, the SMS code, the reset e-mail', async () => {
    const a = await activeAccount(t);
    for (const payload of [{ username: '', password: 'x' }, { username: a.username, password: '' }, { username: a.username }])
      expect((await call(t, { method: 'POST', url: '/api/auth/users/signin', payload })).statusCode).toBe(400);
    // An empty path segment leaves no call to match.
    for (const url of [`/api/auth/users/activebisharat/${a.username}/`, '/api/auth/users/resetpasswordoruser/']) {
      const response = await call(t, { method: 'POST', url }, a.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBeTruthy();
    }
    expect((await call(t, { method: 'GET', url: `/api/auth/users/${a.username}/isrequestforbish` }, a.token)).json()).toEqual({
      pending: false,
      codeSent: false,
    });
  });

  test('a failed activation says the link is invalid', async () => {
    const account = newAccount();
    await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account });
    const response = await call(t, { method: 'POST', url: `/api/auth/users/active/${account.username}/${'x'.repeat(43)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Error: Token Invalid!');
  });

  test('a wrong login is the translated user-or-password message', async () => {
    const response = await signin(t, 'nobody-here', 'whatever');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Incorrect username or password');
  });
});
