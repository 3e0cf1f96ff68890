// PHONE_REGIONS: a cousin abroad registers with his own mobile number. Numbers of the listed regions
// are kept in E.164, the SMS gateway receives E.164 and the identity check compares E.164; without the
// setting the spec's local rule and its message stay.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxSms } from '../support/outbox.ts';
import { activeAccount, call, lastSmsCode, newAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const JORDAN_MOBILE = '+962 79 123 4567';
const GERMAN_MOBILE = '+49 1512 3456789';

describe('phone numbers by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db: 'sqlite' });
  });
  afterAll(async () => t?.close());

  test('a Jordanian number is refused with the spec’s message, and the form is told no regions', async () => {
    const refused = await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: newAccount({ phoneNumber: JORDAN_MOBILE }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Field not appropriate');
    expect((await call(t, { method: 'GET', url: '/api/auth/users/signup' })).json()).not.toHaveProperty('phoneRegions');
  });
});

describe('phone numbers with PHONE_REGIONS=IL,JO,DE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db: 'sqlite', config: { phoneRegions: ['IL', 'JO', 'DE'] } });
  });
  afterAll(async () => t?.close());

  const phoneOf = async (username: string) =>
    (await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${username}` })).json().phoneNumber as string;

  test('the registration form is told the regions with an example number of each', async () => {
    const rules = (await call(t, { method: 'GET', url: '/api/auth/users/signup' })).json();
    expect(rules.phoneRegions.regions).toEqual(['IL', 'JO', 'DE']);
    expect(rules.phoneRegions.examples).toHaveLength(3);
    expect(rules.phoneRegions.examples[1]).toMatch(/^\+962 7/);
  });

  test.each([
    ['a Jordanian mobile', JORDAN_MOBILE, '+962791234567'],
    ['a German mobile', GERMAN_MOBILE, '+4915123456789'],
    ['a local number, read as the first region’s', '052-765-4321', '+972527654321'],
    ['a number typed in Arabic-Indic digits', '+٩٦٢٧٨٧٦٥٤٣٢١', '+962787654321'],
  ])('%s registers and is kept in E.164', async (_, typed, kept) => {
    const account = newAccount({ phoneNumber: typed });
    const signup = await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(await phoneOf(account.username)).toBe(kept);
  });

  test.each([
    ['a Jordanian landline', '+962 6 512 3456'],
    ['a mobile of a region not listed', '+1 201 555 0123'],
    ['a German number written nationally (read as Israeli)', '01512 3456789'],
  ])('%s is refused, and nothing is stored', async (_, typed) => {
    const account = newAccount({ phoneNumber: typed });
    const refused = await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: account });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Field not appropriate');
    expect((await t.injectAs('ADMIN', { method: 'GET', url: `/api/auth/users/${account.username}` })).statusCode).toBe(404);
  });

  test('a number already used, written another way, is refused', async () => {
    await activeAccount(t, { phoneNumber: '+972 54 234 5678' });
    const again = await call(t, { method: 'POST', url: '/api/auth/users/signup', payload: newAccount({ phoneNumber: '054-234-5678' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('PhoneNumber Already used');
  });

  /**
   * A member with `memberPhone` on record, and an account registered with `accountPhone` that asks for permission
   * with the SMS code sent to `texted` (E.164): the member the admins' identity check matches it with.
   */
  async function matchedMember(memberPhone: string, accountPhone: string, texted: string) {
    const member = await t.app.repositories.members.create({
      name: 'Karim',
      fatherName: 'Salim',
      familyName: 'Family',
      phoneNumber: memberPhone,
    });
    const account = await activeAccount(t, { phoneNumber: accountPhone });
    expect(await phoneOf(account.username)).toBe(texted);
    const requested = await call(t, { method: 'POST', url: `/api/auth/users/${account.username}/requestnow` }, account.token);
    expect(requested.statusCode, requested.body).toBe(200);
    const code = await lastSmsCode(t, texted);
    const confirmed = await call(t, { method: 'POST', url: `/api/auth/users/activebisharat/${account.username}/${code}` }, account.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const requests = (await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users/getrequestjoinbisharat' })).json();
    return { memberId: member.id, matchedId: requests.find((u: { username: string }) => u.username === account.username).matchedMember.id };
  }

  test('the permission code goes to the gateway in E.164, and the identity check finds the member by E.164', async () => {
    const { memberId, matchedId } = await matchedMember('+962-78-555-1234', '+962 78 555 1234', '+962785551234');
    expect(matchedId).toBe(memberId);
  });

  test('a member’s local number kept before the regions were set matches an account’s E.164 number', async () => {
    const { memberId, matchedId } = await matchedMember('0509998877', '+972 50 999 8877', '+972509998877');
    expect(matchedId).toBe(memberId);
  });

  test('a phone change to a German number: the code goes to it in E.164, and it is kept in E.164', async () => {
    const account = await activeAccount(t, { phoneNumber: '0552345678' });
    const path = encodeURIComponent(GERMAN_MOBILE.replace('1512', '1523'));
    const sent = await call(t, { method: 'POST', url: `/api/auth/users/modifynumber/${account.username}/${path}` }, account.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await outboxSms(t.config.dataDir, '+4915233456789')).toMatch(/\d{6}/);
    const code = await lastSmsCode(t, '+4915233456789');
    const changed = await call(
      t,
      { method: 'POST', url: `/api/auth/users/modifynumberconfirmation/${account.username}/${path}/${code}` },
      account.token,
    );
    expect(changed.json()).toEqual({ message: 'Phone number changed successfully! ' });
    expect(await phoneOf(account.username)).toBe('+4915233456789');
  });
});
