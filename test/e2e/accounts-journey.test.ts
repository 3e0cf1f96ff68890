// From stranger to family member in the real browser, in Arabic: register, open the activation link
// from the mail, log in, request family permission with the SMS code, an admin grants Bish in the
// back office, and after signing in again the member list opens and the members call succeeds.
import { expect, test } from 'vitest';
import { signInAs, signInWith } from './fixtures/browser.ts';
import { mailedPath, smsCode } from '../support/outbox.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

const portal = usePortal();
const ar = (key: string, values?: Record<string, string | number>) => text('ar', key, values);

function newAccount() {
  const n = Date.now().toString().slice(-7);
  return { name: 'Yusuf Haddad', username: `yusuf${n}`, email: `yusuf${n}@example.org`, password: 'olive-tree-2026', phoneNumber: `058${n}` };
}

test('register, activate, request permission, Bish granted, family content opens', { timeout: 120_000 }, async () => {
  const account = newAccount();
  const page = await portal.page('ar');

  await page.goto(`${portal.url}/register`);
  await page.getByRole('heading', { name: ar('portal.screens.Register') }).waitFor();
  await page.getByText(ar('portal.errors.activationMailWillBeSent')).waitFor();
  await page.locator('#field-name').fill(account.name);
  await page.locator('#field-username').fill(account.username);
  await page.locator('#field-email').fill(account.email);
  await page.locator('#field-password').fill(account.password);
  await page.locator('#field-phoneNumber').fill(account.phoneNumber);
  await page.locator('#field-phoneNumber').blur();
  await page.getByRole('button', { name: ar('portal.account.register.submit') }).click();
  await page.getByText(ar('portal.account.register.checkMail')).waitFor();
  expect(await page.locator('#field-username').count()).toBe(0);
  expect(await page.getByRole('link', { name: ar('portal.account.toLogin') }).count()).toBe(1);

  // The activation link of the mail: the account opens and the page goes home.
  await page.goto(`${portal.url}${await mailedPath(portal.dataDir, account.email)}`);
  await page.getByText(ar('portal.errors.accountActivated')).waitFor();
  await page.waitForURL(`${portal.url}/`, { timeout: 10_000 });

  await signInWith(page, portal.url, account);
  await page.goto(`${portal.url}/profile`);
  await page.getByText(account.email).waitFor();
  await page.getByText(ar('portal.account.roles.USER')).waitFor();
  await page.getByRole('button', { name: ar('portal.account.profile.requestPermission') }).click();
  await page.waitForURL(`${portal.url}/activateSMS/${account.username}`);
  expect(await page.evaluate(() => localStorage.getItem('verifytry'))).toBe('5');

  await page.locator('#field-code').fill(await smsCode(portal.dataDir, account.phoneNumber));
  await page.getByRole('button', { name: ar('portal.account.code.submit') }).click();
  await page.getByText(ar('portal.errors.identityBeingChecked')).waitFor();
  await page.getByText(ar('portal.errors.phoneConfirmed')).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('verifytry'))).toBe('5');
  // Home 10 seconds after the confirmation (spec section 9), not before.
  await page.waitForTimeout(8_000);
  expect(page.url()).toBe(`${portal.url}/activateSMS/${account.username}`);
  await page.waitForURL(`${portal.url}/`, { timeout: 5_000 });

  // The admin grants Bish from the permission requests of the back office.
  const admin = await portal.page('ar');
  await signInAs(admin, portal.url, 'ADMIN');
  await admin.goto(`${portal.url}/adminboard/permissionRequestUsers/`);
  await admin.getByPlaceholder(ar('portal.admin.users.searchByEmail')).fill(account.email);
  const row = admin.locator('tbody tr', { hasText: account.username });
  await row.waitFor();
  await row.getByRole('button', { name: ar('portal.admin.users.addBish') }).click();
  await admin.getByText(ar('portal.errors.confirm.roleChange')).waitFor();
  await admin.getByRole('button', { name: ar('ra.action.confirm') }).click();
  await admin.getByText(ar('portal.admin.requests.empty')).waitFor();
  await admin.context().close();

  // The grant ended the member's session; signed in again they hold Bish.
  await page.evaluate(() => localStorage.removeItem('user'));
  await signInWith(page, portal.url, account);
  await page.goto(`${portal.url}/family-members`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.getByText(ar('portal.guard.entranceFamilyOnly')).count()).toBe(0);
  expect(await page.locator('#field-password').count()).toBe(0);
  const members = await page.evaluate(async () => {
    const { accessToken } = JSON.parse(localStorage.getItem('user')!) as { accessToken: string };
    const response = await fetch('/api/v1/members', { headers: { Authorization: `Bearer ${accessToken}` } });
    return { status: response.status, count: ((await response.json()) as unknown[]).length };
  });
  expect(members.status).toBe(200);
  expect(members.count).toBeGreaterThan(0);
  await page.context().close();
});
