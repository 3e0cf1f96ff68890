// The identity check finds the member whose phone is the account's verified phone however either was
// written: a leading 0 or +972, spaces, dashes, or the Arabic-Indic digits of an Arabic phone keyboard.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { activeAccount, call, lastSmsCode } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const inArabicIndic = (digits: string): string => digits.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)]);

/** Ways a family writes the number 05XXXXXXXX in a member's record. */
const WRITTEN: Array<[string, (national: string) => string]> = [
  ['as typed', (n) => n],
  ['with +972', (n) => `+972${n.slice(1)}`],
  ['with spaces and dashes', (n) => `${n.slice(0, 3)}-${n.slice(3, 6)} ${n.slice(6)}`],
  ['+972 with spaces', (n) => `+972 ${n.slice(1, 3)} ${n.slice(3, 6)} ${n.slice(6)}`],
  ['in Arabic-Indic digits', (n) => inArabicIndic(n)],
  ['in Arabic-Indic digits with +٩٧٢', (n) => `+${inArabicIndic(`972${n.slice(1)}`)}`],
];

describeOnDatabases('identity match', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  test.each(WRITTEN)('a member whose phone is written %s is matched', async (_how, write) => {
    const account = await activeAccount(t);
    const member = await t.app.repositories.members.create({ name: 'Yusuf', phoneNumber: write(account.phoneNumber) });
    await call(t, { method: 'POST', url: `/api/auth/users/${account.username}/requestnow` }, account.token);
    const code = await lastSmsCode(t, account.phoneNumber);
    await call(t, { method: 'POST', url: `/api/auth/users/activebisharat/${account.username}/${code}` }, account.token);
    const requests = (await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users/getrequestjoinbisharat' })).json();
    const request = requests.find((u: { username: string }) => u.username === account.username);
    expect(request.matchedMember?.id).toBe(member.id);
  });
});
