// From stranger to family member in the real browser: register, open the activation link from the mail (written
// in the page's language), log in, request family permission with the SMS code, an admin grants Bish in the back
// office, and after signing in again the member list opens and the members call succeeds. In Arabic, the default
// and right to left, and in English, to show the chosen language carried through every step and mail; each
// screen's texts in Hebrew are the accounts-screens tests'.
import { expect, test } from 'vitest';
import { signInAs, signInWith } from './fixtures/browser.ts';
import type { Language } from '../../common/model/languages.ts';
import { mailedPath, outboxMail, outboxSms, smsCode } from '../support/outbox.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

const portal = usePortal();

function newAccount() {
  const n = Date.now().toString().slice(-7);
  return {
    name: 'Yusuf Haddad',
    username: `yusuf${n}`,
    email: `yusuf${n}@example.org`,
    password: 'olive-tree-2026',
    phoneNumber: `058${n}`,
  };
}

test.each<Language>(['ar', 'en'])(
  'in %s: register, activate, request permission, family permission granted, family content opens in the open tab',
  { timeout: 120_000 },
  async (lang) => {
    const tr = (key: string, values?: Record<string, string | number>) => text(lang, key, values);
    const account = newAccount();
    const page = await portal.page(lang);

    await page.goto(`${portal.url}/register`);
    await page.getByRole('heading', { name: tr('portal.screens.Register') }).waitFor();
    await page.getByText(tr('portal.errors.activationMailWillBeSent')).waitFor();
    await page.locator('#field-name').fill(account.name);
    await page.locator('#field-username').fill(account.username);
    await page.locator('#field-email').fill(account.email);
    await page.locator('#field-password').fill(account.password);
    await page.locator('#field-phoneNumber').fill(account.phoneNumber);
    await page.locator('#field-phoneNumber').blur();
    await page.getByRole('button', { name: tr('account.register.submit') }).click();
    await page.getByText(tr('account.register.checkMail')).waitFor();
    expect(await page.locator('#field-username').count()).toBe(0);
    expect(await page.getByRole('link', { name: tr('account.toLogin') }).count()).toBe(1);

    // The right password before activation: the page says what is missing, not "incorrect".
    await page.goto(`${portal.url}/login`);
    await page.locator('#field-username').fill(account.username);
    await page.locator('#field-password').fill(account.password);
    await page.locator('main form button[type=submit]').click();
    await page.getByRole('alert').getByText(tr('portal.errors.notActivated')).waitFor();

    // The activation link of the mail: the account opens and the page goes home.
    expect((await outboxMail(portal.dataDir, account.email)).subject).toBe(tr('outgoing.activation.subject'));
    const activationPath = await mailedPath(portal.dataDir, account.email);
    await page.goto(`${portal.url}${activationPath}`);
    await page.getByText(tr('portal.errors.accountActivated')).waitFor();
    await page.waitForURL(`${portal.url}/`, { timeout: 10_000 });
    // Opened again, the link says the account is already active and offers the sign-in.
    await page.goto(`${portal.url}${activationPath}`);
    await page.getByText(tr('portal.errors.alreadyActive')).waitFor();
    await page.getByRole('link', { name: tr('account.toLogin') }).waitFor();

    await signInWith(page, portal.url, account);
    await page.goto(`${portal.url}/profile`);
    await page.getByText(account.email).waitFor();
    await page.getByText(tr('account.roles.USER')).waitFor();
    await page.getByRole('button', { name: tr('account.profile.requestPermission') }).click();
    await page.waitForURL(`${portal.url}/activateSMS/${account.username}`);
    expect(await page.evaluate(() => localStorage.getItem('verifytry'))).toBe('5');

    const code = await smsCode(portal.dataDir, account.phoneNumber);
    // The code as typed on any keyboard; the minutes counted in the language's own words and digits.
    const tenMinutes = { ar: '١٠ دقائق', en: '10 minutes', he: '10 דקות' }[lang];
    expect(await outboxSms(portal.dataDir, account.phoneNumber)).toBe(tr('outgoing.smsCode', { code, minutes: tenMinutes }));
    await page.locator('#field-code').fill(code);
    await page.getByRole('button', { name: tr('account.code.submit') }).click();
    await page.getByText(tr('account.code.confirmed')).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('verifytry'))).toBe('5');
    // Home 10 seconds after the confirmation (spec section 9), not before.
    await page.waitForTimeout(8_000);
    expect(page.url()).toBe(`${portal.url}/activateSMS/${account.username}`);
    await page.waitForURL(`${portal.url}/`, { timeout: 5_000 });

    // The admin grants Bish from the permission requests of the back office.
    const admin = await portal.page(lang);
    await signInAs(admin, portal.url, 'ADMIN');
    await admin.goto(`${portal.url}/adminboard/permissionRequestUsers/`);
    await admin.getByPlaceholder(tr('admin.users.searchByEmail')).fill(account.email);
    const row = admin.locator('tbody tr', { hasText: account.username });
    await row.waitFor();
    await row.getByRole('button', { name: tr('admin.users.addBish') }).click();
    await admin.getByText(tr('portal.errors.confirm.roleChange')).waitFor();
    await admin.getByRole('button', { name: tr('ra.action.confirm') }).click();
    await admin.getByText(tr('admin.requests.empty')).waitFor();
    await admin.context().close();

    // Their open tab, shown again, goes on as a family member's: no new sign-in, the family pages open.
    expect(await page.getByText(tr('portal.home.requestPermission')).count()).toBe(1);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => page.getByText(tr('portal.home.requestPermission')).count()).toBe(0);
    await page.locator('main a[href="/family-gallery"]').click();
    await page.waitForURL(`${portal.url}/family-gallery`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(tr('portal.guard.entranceFamilyOnly')).count()).toBe(0);
    await page.goto(`${portal.url}/family-members`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(tr('portal.guard.entranceFamilyOnly')).count()).toBe(0);
    expect(await page.locator('#field-password').count()).toBe(0);
    const members = await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('user')!) as { accessToken: string };
      const response = await fetch('/api/v1/members', { headers: { Authorization: `Bearer ${accessToken}` } });
      return { status: response.status, count: ((await response.json()) as unknown[]).length };
    });
    expect(members.status).toBe(200);
    expect(members.count).toBeGreaterThan(0);
    await page.context().close();
  },
);
