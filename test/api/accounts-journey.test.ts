// The whole way from stranger to family member through the API, with mail through a real SMTP peer
// and the SMS code from the outbox.
import { afterAll, beforeAll, expect, test } from 'vitest';
import he from '../../i18n/he.json';
import { call, lastSmsCode, newAccount, signin, startSmtpPeer, type SmtpPeer } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('account journey', (db) => {
  let t: TestApp;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await buildTestApp({ db, config: { smtpUrl: smtp.url, publicUrl: 'https://family.example' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  test('signup, e-mail activation, SMS code, identity check, BISH grant, family content', async () => {
    const account = newAccount();
    const member = await t.app.repositories.members.create({
      name: 'Yusuf',
      fatherName: 'Ahmad',
      familyName: 'Family',
      phoneNumber: `+972-${account.phoneNumber.slice(1)}`,
    });

    const signup = await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account });
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await signin(t, account.username, account.password)).json().message).toMatch(/not activated/);

    const { link = '' } = await smtp.mailTo(account.email);
    expect(link).toMatch(new RegExp(`^https://family\\.example/activate/${account.username}/[A-Za-z0-9_-]{43}$`));
    const [, username, token] = new URL(link).pathname.split('/').slice(1);
    const activated = await call(t, { method: 'POST', url: `/api/auth/users/active/${username}/${token}` });
    expect(activated.statusCode, activated.body).toBe(200);
    const again = await call(t, { method: 'POST', url: `/api/auth/users/active/${username}/${token}` });
    expect(again.json()).toEqual({ message: 'Account is already active: sign in' });

    const session = await signin(t, account.username, account.password);
    expect(session.statusCode, session.body).toBe(200);
    const userToken = session.json().accessToken as string;
    expect(session.json().roles.map((r: { name: string }) => r.name)).toEqual(['ROLE_USER']);
    expect((await call(t, { method: 'GET', url: '/api/v1/members' }, userToken)).statusCode).toBe(403);

    const requested = await call(t, { method: 'POST', url: `/api/auth/users/${account.username}/requestnow` }, userToken);
    expect(requested.statusCode, requested.body).toBe(200);
    const code = await lastSmsCode(t, account.phoneNumber);
    const confirmed = await call(t, { method: 'POST', url: `/api/auth/users/activebisharat/${account.username}/${code}` }, userToken);
    expect(confirmed.json()).toEqual({ message: 'User phone confirmed successfully! ' });
    expect((await call(t, { method: 'GET', url: `/api/auth/users/${account.username}/isrequestforbish` }, userToken)).json()).toEqual({
      pending: true,
      codeSent: false,
    });

    const requests = await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users/getrequestjoinbisharat' });
    const request = requests.json().find((u: { username: string }) => u.username === account.username);
    expect(request.matchedMember).toEqual({ id: member.id, name: 'Yusuf', fatherName: 'Ahmad', familyName: 'Family' });

    const granted = await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${account.username}/activatebish` });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ memberId: member.id, requestPermission: false });
    expect((await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users/getrequestjoinbisharat' })).json()).toEqual([]);

    // The open session goes on as a family member, no new sign-in needed.
    expect((await call(t, { method: 'GET', url: '/api/v1/members' }, userToken)).statusCode).toBe(200);
    const bish = (await signin(t, account.username, account.password)).json();
    expect(bish.matchedMemberId).toBeUndefined();
    const members = await call(t, { method: 'GET', url: '/api/v1/members' }, bish.accessToken);
    expect(members.statusCode).toBe(200);
    expect(members.json().map((m: { id: number }) => m.id)).toContain(member.id);
  });

  test('family permission granted is mailed to the member, in the language they last signed in with', async () => {
    const account = newAccount();
    await call(t, { method: 'POST', url: '/api/auth/users/signup', headers: { 'accept-language': 'en' }, payload: account });
    const { link = '' } = await smtp.mailTo(account.email);
    await call(t, { method: 'POST', url: `/api/auth/users${new URL(link).pathname.replace('/activate', '/active')}` });
    const hebrew = await call(t, {
      method: 'POST',
      url: '/api/auth/users/signin',
      headers: { 'accept-language': 'he-IL,he;q=0.9' },
      payload: { username: account.username, password: account.password },
    });
    expect(hebrew.json().language).toBe('he');
    const granted = await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${account.username}/activatebish` });
    expect(granted.statusCode, granted.body).toBe(200);
    const mail = await smtp.mailTo(account.email);
    expect(mail.subject).toBe(he.outgoing.approval.subject);
    expect(mail.text).toContain(account.username);
    expect(mail.link).toBe('https://family.example/family-members');
    // Granted again (no change): no second mail.
    const before = smtp.messages.length;
    await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${account.username}/activatebish` });
    expect(smtp.messages.length).toBe(before);
  });
});
