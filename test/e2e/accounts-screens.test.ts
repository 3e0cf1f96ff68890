// Every account screen in Arabic, English and Hebrew, and what each does with a wrong answer: the
// texts come from the message files (a missing one would show its key), the outcomes from the server.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '../../common/model/languages.ts';
import { patchStoredUser, signInAs } from './fixtures/browser.ts';
import { smsCode } from '../support/outbox.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

const portal = usePortal();

/** Opens `path` and checks its title and texts are there, with no untranslated key on the page. */
async function expectScreen(page: Page, lang: Language, path: string, screen: string, keys: string[], values: Record<string, string> = {}) {
  await page.goto(`${portal.url}${path}`);
  await page.getByRole('heading', { level: 1, name: text(lang, `portal.screens.${screen}`) }).waitFor();
  for (const key of keys)
    await page
      .getByText(text(lang, key, values), { exact: false })
      .first()
      .waitFor();
  expect(await page.locator('main').innerText()).not.toMatch(/portal\.\w+\./);
}

describe.each(['ar', 'en', 'he'] as const)('in %s', (lang) => {
  test('the screens of a visitor', async () => {
    const page = await portal.page(lang);
    await expectScreen(page, lang, '/register', 'Register', [
      'account.fields.name',
      'account.fields.phone',
      'portal.errors.activationMailWillBeSent',
    ]);
    // An address typed on a right-to-left page still reads "salma@", not "@salma".
    const email = page.locator('#field-email');
    await email.fill('salma@');
    expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    expect(await page.locator('#field-name').evaluate((input) => input.getAttribute('dir'))).toBe('auto');
    await expectScreen(page, lang, '/users/resetusernameorpassword', 'ResetByEmail', ['account.reset.intro', 'account.reset.submit']);
    await expectScreen(page, lang, '/users/visitor/resetpassword/some-token', 'ResetPassword', [
      'account.password.new',
      'account.password.confirm',
    ]);
    await expectScreen(page, lang, '/activationerror', 'ActivationError', ['portal.errors.activationFailed', 'account.activation.help']);
    await page.context().close();
  });

  test('the screens of a signed-in user', async () => {
    const page = await portal.page(lang);
    await signInAs(page, portal.url, 'USER');
    await expectScreen(page, lang, '/profile', 'Profile', [
      'account.fields.role',
      'account.roles.USER',
      'account.profile.permissionTitle',
      'account.profile.steps.sms',
      'account.profile.steps.approval',
      'account.profile.requestPermission',
    ]);
    await expectScreen(page, lang, '/users/visitor/changepassword', 'ChangePassword', ['account.password.old', 'account.password.new']);
    await expectScreen(page, lang, '/users/visitor/modifyphone', 'ModifyPhone', ['account.modifyPhone.newNumber', 'account.hints.phone']);
    await expectScreen(page, lang, '/activateSMS/visitor', 'SmsCodeEntry', ['account.code.permissionIntro', 'account.code.code']);
    await expectScreen(page, lang, '/ModifyNumberSMSVerify/visitor/0521234567', 'ModifyNumberVerify', ['account.code.phoneIntro'], {
      phone: '0521234567',
    });
    await page.context().close();
  });
});

describe('outcomes', () => {
  test('registration: each rule its own message after change and leave, submit disabled meanwhile', async () => {
    const page = await portal.page('en');
    await page.goto(`${portal.url}/register`);
    const submit = page.getByRole('button', { name: 'Register' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('#field-username').fill('ab c');
    expect(await page.getByText('Username could not contain spaces').count()).toBe(0);
    await page.locator('#field-username').blur();
    await page.getByText('Username could not contain spaces').waitFor();
    await page.locator('#field-username').fill('abc');
    await page.getByText('Username is not appropriate').waitFor();
    await page.locator('#field-phoneNumber').fill('0531234567');
    await page.locator('#field-phoneNumber').blur();
    await page.getByText('The number must start with').waitFor();
    // An Arabic keyboard's digits count as the digits they are.
    await page.locator('#field-phoneNumber').fill('٠٥٠١٢٣٤٥٦٧');
    expect(await page.locator('#field-phoneNumber').inputValue()).toBe('0501234567');
    await page.locator('#field-phoneNumber').blur();
    expect(await page.locator('#field-phoneNumber-helper').count()).toBe(0);
    await page.locator('#field-password').fill('short');
    await page.locator('#field-password').blur();
    await page.getByText('Password is not appropriate').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.context().close();
  });

  test('change password: a wrong old password keeps the session, a right one keeps the tab signed in', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'USER');
    await page.goto(`${portal.url}/users/visitor/changepassword`);
    await page.locator('#field-oldPass').fill('not-my-password');
    await page.locator('#field-newPassword').fill('new-password-1');
    await page.locator('#field-newPasswordConfirmation').fill('new-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').getByText('Password is not correct').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();

    // A right one changes it; the fresh token of the answer keeps this tab signed in.
    const tokenOf = () => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken as string | undefined);
    const before = await tokenOf();
    for (const [oldPass, newPass] of [
      ['visitor-demo', 'visitor-demo-2'],
      ['visitor-demo-2', 'visitor-demo'],
    ]) {
      await page.locator('#field-oldPass').fill(oldPass);
      await page.locator('#field-newPassword').fill(newPass);
      await page.locator('#field-newPasswordConfirmation').fill(newPass);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByRole('status').getByText('Password changed successfully.').waitFor();
    }
    expect(await tokenOf()).not.toBe(before);
    await page.goto(`${portal.url}/profile`);
    await page.getByText('visitor@demo.localhost').waitFor();
    await page.context().close();
  });

  test('a used reset link, an unknown e-mail and a bad activation link say so', async () => {
    const page = await portal.page('en');
    await page.goto(`${portal.url}/users/visitor/resetpassword/not-a-token`);
    await page.locator('#field-newPassword').fill('new-password-1');
    await page.locator('#field-newPasswordConfirmation').fill('new-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').getByText('Unavailable link').waitFor();

    await page.goto(`${portal.url}/users/resetusernameorpassword`);
    await page.locator('#field-email').fill('nobody@example.org');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await page.getByRole('alert').getByText('Email is not validated').waitFor();

    await page.goto(`${portal.url}/activate/nobody-registered/not-a-token`);
    await page.getByText('Account activation failed').waitFor();
    await page.waitForURL(`${portal.url}/activationerror`, { timeout: 10_000 });
    await page.context().close();
  });

  test('a signed-in visitor of /register is told so and may log out', async () => {
    const page = await portal.page('he');
    await signInAs(page, portal.url, 'USER');
    await page.goto(`${portal.url}/register`);
    await page.getByText(text('he', 'account.register.alreadySignedIn')).waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: text('he', 'portal.nav.logout') })
      .click();
    await page.locator('#field-name').waitFor();
    await page.context().close();
  });

  test('more than 3 SMS sent: the request is refused in the browser with the too-many-tries message', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'USER');
    // The server counts four codes sent: in the session kept and in the user the portal reads again on opening.
    await patchStoredUser(page, { numberOfSendSMS: 4 });
    await page.route('**/api/auth/users/session', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), numberOfSendSMS: 4 } });
    });
    await page.goto(`${portal.url}/profile`);
    await page.getByText(text('en', 'portal.errors.tooManyTries')).waitFor();
    expect(await page.getByRole('button', { name: 'Request family permission' }).count()).toBe(0);
    // A session read still in flight would find its answer gone with the page: its handler may not fail the run.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  test('wrong SMS codes use up the tries; at the last one the user is signed out and sent home, which says why', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'USER');
    await page.goto(`${portal.url}/activateSMS/visitor`);
    const code = page.locator('#field-code');
    for (const left of [3, 2, 1]) {
      await code.fill(`00000${left}`);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page
        .getByRole('alert')
        .getByText(left === 1 ? '1 try left' : `${left} tries left`)
        .waitFor();
    }
    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${portal.url}/`);
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('verifytry')])).toEqual([null, '1']);
    await page.getByRole('alert').getByText(text('en', 'portal.errors.signedOutAfterTries')).waitFor();
    await page.context().close();
  });

  test(
    'a phone change: code to the new number, then the session ends and /profile asks to log in 5 s later',
    { timeout: 60_000 },
    async () => {
      const number = `052${Date.now().toString().slice(-7)}`;
      const page = await portal.page('en');
      await signInAs(page, portal.url, 'USER');
      await page.goto(`${portal.url}/users/visitor/modifyphone`);
      await page.locator('#field-newNumber').fill(number);
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await page.waitForURL(`${portal.url}/ModifyNumberSMSVerify/visitor/${number}`);
      expect(await page.evaluate(() => localStorage.getItem('verifytry'))).toBe('5');
      await page.locator('#field-code').fill(await smsCode(portal.dataDir, number));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('status').getByText('Phone number changed successfully!').waitFor();
      await page.waitForTimeout(3_500);
      expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
      await page.waitForURL(`${portal.url}/profile`, { timeout: 5_000 });
      await page.locator('#field-password').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

      // The number is the visitor's now: another account cannot take it.
      await signInAs(page, portal.url, 'BISH');
      await page.goto(`${portal.url}/users/familymember/modifyphone`);
      await page.locator('#field-newNumber').fill(number);
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await page.getByRole('alert').getByText('Number already used').waitFor();
      await page.context().close();
    },
  );
});
