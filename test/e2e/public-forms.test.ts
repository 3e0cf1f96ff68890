// The form behaviour of spec section 5 on the login and contact forms: required marks, errors only
// after a field was changed and left, submit disabled while any rule fails, green or red outcome.
import { describe, expect, test } from 'vitest';
import { patchStoredUser, signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';

describe('public forms', () => {
  const portal = usePortal();

  test('login: disabled until both fields are filled, error only after change and leave, failure message', async () => {
    const page = await portal.page('en');
    await page.goto(`${portal.url}/login`);
    const submit = page.getByRole('button', { name: 'login now' });
    const username = page.locator('#field-username');
    await username.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await username.getAttribute('required')).not.toBeNull();

    await username.focus();
    await page.locator('#field-password').focus();
    expect(await page.getByText('This field is required').count()).toBe(0);

    await username.fill('someone');
    await username.fill('');
    expect(await page.getByText('This field is required').count()).toBe(0);
    await page.locator('#field-password').focus();
    await page.getByText('This field is required').waitFor();

    await username.fill('visitor');
    await page.locator('#field-password').fill('not-the-password');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole('alert').getByText('Incorrect username or password').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.context().close();
  });

  test('login in Arabic: the failure is translated', async () => {
    const page = await portal.page('ar');
    await page.goto(`${portal.url}/login`);
    await page.locator('#field-username').fill('visitor');
    await page.locator('#field-password').fill('wrong-password');
    await page.getByRole('button', { name: 'ادخل الآن' }).click();
    await page.getByText('اسم المستخدم أو كلمة المرور غير صحيحة').waitFor();
    await page.context().close();
  });

  test('login page when signed in: the permission notice and the way to the profile; an expired session is cleared', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'USER');
    await page.goto(`${portal.url}/login`);
    await page.getByText('You are already logged in.').waitFor();
    await page.getByText('This content need family permissions').waitFor();
    expect(await page.getByRole('link', { name: 'My profile: request family permission' }).getAttribute('href')).toBe('/profile');

    await patchStoredUser(page, { expiry: Math.floor(Date.now() / 1000) - 60 });
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.locator('#field-username').waitFor();
    await page.context().close();
  });

  test('contact us: each rule has its message, submit waits for valid input, the server receives the mail', async () => {
    const page = await portal.page('en');
    await page.goto(`${portal.url}/contact-us`);
    const send = page.getByRole('button', { name: 'Send' });
    const leave = async (selector: string, text: string) => {
      await page.locator(selector).fill(text);
      await page.locator(selector).blur();
    };
    await leave('#field-name', 'Al');
    await page.getByText('Between 3 and 20 characters').waitFor();
    await leave('#field-mailFrom', 'not-an-address');
    await page.getByText('Email is not validated').waitFor();
    await leave('#field-mailSubject', 'Hi');
    await page.getByText('At least 5 characters').waitFor();
    await leave('#field-mailContent', 'x'.repeat(501));
    await page.getByText('At most 500 characters').waitFor();
    expect(await send.isDisabled()).toBe(true);

    await leave('#field-name', 'Salma');
    await leave('#field-mailFrom', 'salma@example.org');
    await leave('#field-mailSubject', 'A correction to the tree');
    await leave('#field-mailContent', 'My grandfather is missing from the second branch.');
    await page.getByText('Characters left: 451').waitFor();
    expect(await send.isEnabled()).toBe(true);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/mail/contactus'));
    await send.click();
    expect((await posted).status()).toBe(201);
    await page.getByRole('status').getByText('Your message was sent. Thank you!').waitFor();
    expect(await page.locator('#field-name').inputValue()).toBe('');
    await page.context().close();
  });

  test('contact us when signed in: the account e-mail is the sender', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/contact-us`);
    const from = page.locator('#field-mailFrom');
    await from.waitFor();
    expect(await from.inputValue()).toMatch(/@/);
    expect(await from.getAttribute('readonly')).not.toBeNull();
    await page.context().close();
  });
});
