// The validated forms of spec section 5, with the rules of schema/forms: a rule's message in the reader's
// language once a field was changed and left, the submit refused while a rule fails, the server's answer
// as the green or red line.
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import he from '../../i18n/he.json';
import register from '../../schema/forms/register.json';
import { localDigits } from '../../common/model/translate.ts';
import { withTexts } from '../../src/ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from '../../src/public-site/pages/account/accountTexts.ts';
import { RegisterForm } from '../../src/public-site/pages/account/RegisterForm.tsx';
import { LoginForm } from '../../src/public-site/pages/login/LoginForm.tsx';
import { counted, filled, renderPortal, reply, stubApi, testToken } from './render.tsx';

const Register = withTexts(ACCOUNT_TEXTS, RegisterForm);

/** A token as the server signs it, with an expiry an hour away (the browser reads only that). */

describe('login form', () => {
  test('a field emptied and left says it is required in Arabic, and the submit stays refused', async () => {
    const api = stubApi({});
    const screen = await renderPortal(<LoginForm />, { lang: 'ar' });
    const username = screen.getByLabelText(ar.portal.login.username);
    const submit = screen.getByRole('button', { name: ar.portal.login.submit });
    await expect.element(submit).toBeDisabled();

    await username.fill('salma');
    await username.fill('');
    await userEvent.tab();
    await expect.element(screen.getByText(ar.portal.validation.required)).toBeVisible();
    await expect.element(username).toHaveAttribute('aria-invalid', 'true');
    await screen.getByLabelText(ar.portal.login.password).fill('secret');
    await expect.element(submit).toBeDisabled();
    await submit.click({ force: true });
    expect(api.calls).toEqual([]);
  });

  test('a wrong password is the red line in Arabic; the right one signs in', async () => {
    let accepted = false;
    const api = stubApi({
      'POST /api/auth/users/signin': () =>
        accepted
          ? reply(200, { id: 7, username: 'salma', roles: [{ id: 1, name: 'ROLE_USER' }], accessToken: testToken(), tokenType: 'Bearer' })
          : reply(401, { message: 'Incorrect username or password' }),
      'GET /api/auth/users/session': { id: 7, username: 'salma', roles: [{ id: 1, name: 'ROLE_USER' }] },
    });
    const signedIn = vi.fn();
    const screen = await renderPortal(<LoginForm onSuccess={signedIn} />, { lang: 'ar' });
    // Surrounding spaces are not part of the name the schema trims.
    await screen.getByLabelText(ar.portal.login.username).fill('  salma ');
    await screen.getByLabelText(ar.portal.login.password).fill('wrong password');
    await screen.getByRole('button', { name: ar.portal.login.submit }).click();

    await expect.element(screen.getByRole('alert')).toHaveTextContent(ar.portal.errors.userOrPasswordIncorrect);
    expect(api.calls[0].body).toEqual({ username: 'salma', password: 'wrong password' });
    expect(signedIn).not.toHaveBeenCalled();

    accepted = true;
    await screen.getByRole('button', { name: ar.portal.login.submit }).click();
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledOnce());
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ username: 'salma' });
  });
});

describe('registration form', () => {
  const name = register.properties.name['x-letters'];
  /** What the form sent to the server: the signups, not its read of the portal's name maximum. */
  const signups = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.method === 'POST');

  test('says what each field expects, from the schema, before anything is typed (Hebrew)', async () => {
    stubApi({});
    const screen = await renderPortal(<Register onRegistered={() => {}} />, { lang: 'he' });
    await expect
      .element(screen.getByText(counted('he', he.account.hints.nameLetters, name.max, { min: name.min, max: name.max }), { exact: true }))
      .toBeVisible();
    await expect.element(screen.getByText(he.account.hints.phone)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: he.account.register.submit })).toBeDisabled();
  });

  test('a name shorter than the schema allows gets its message in Hebrew, and the form is not sent', async () => {
    const api = stubApi({});
    const screen = await renderPortal(<Register onRegistered={() => {}} />, { lang: 'he' });
    const nameField = screen.getByLabelText(he.account.fields.name);
    await nameField.fill('x'.repeat(name.min - 1));
    // No message while the field is being typed in.
    await expect.element(screen.getByText(he.portal.validation.nameNotAppropriate)).not.toBeInTheDocument();
    await screen.getByLabelText(he.account.fields.username).fill('salma_h');
    await screen.getByLabelText(he.account.fields.email).fill('salma@example.org');
    await screen.getByLabelText(he.account.fields.password).fill('a good password');
    await screen.getByLabelText(he.account.fields.phone).fill('0501234567');

    await nameField.click();
    await userEvent.tab();
    await expect.element(screen.getByText(he.portal.validation.nameNotAppropriate)).toBeVisible();
    const submit = screen.getByRole('button', { name: he.account.register.submit });
    await expect.element(submit).toBeDisabled();
    await submit.click({ force: true });
    expect(signups(api)).toEqual([]);

    await nameField.fill('x'.repeat(name.min));
    await expect.element(screen.getByText(he.portal.validation.nameNotAppropriate)).not.toBeInTheDocument();
    await expect.element(submit).toBeEnabled();
  });

  test('a phone with a wrong prefix gets the prefix rule; Arabic-Indic digits are read as digits', async () => {
    stubApi({});
    const screen = await renderPortal(<Register onRegistered={() => {}} />, { lang: 'he' });
    const phone = screen.getByLabelText(he.account.fields.phone);
    await phone.fill('0591234567');
    await userEvent.tab();
    await expect
      // The prefixes as Hebrew lists alternatives.
      .element(screen.getByText(filled(he.portal.validation.phonePrefix, { prefixes: '050, 052, 054, 055, 057 או 058' })))
      .toBeVisible();
    await phone.fill('٠٥٢١٢٣٤٥٦٧');
    await expect.element(phone).toHaveValue('0521234567');
    await userEvent.tab();
    await expect.element(screen.getByText(he.portal.validation.phonePrefix, { exact: false })).not.toBeInTheDocument();
  });

  test('where the portal takes numbers of several regions, the hint shows an example of each and a foreign mobile passes (Arabic)', async () => {
    const examples = ['+972 50-234-5678', '+962 7 9012 3456', '+49 1512 3456789'];
    stubApi({ 'GET /api/auth/users/signup': { nameMax: name.max, phoneRegions: { regions: ['IL', 'JO', 'DE'], examples } } });
    const screen = await renderPortal(<Register onRegistered={() => {}} />, { lang: 'ar' });
    const shown = examples.map((example) => `\u2066${example.replaceAll(' ', '\u00a0')}\u2069`).join(' · ');
    await expect.element(screen.getByText(filled(ar.account.hints.phoneRegions, { examples: shown }))).toBeVisible();
    const phone = screen.getByLabelText(ar.account.fields.phone);
    await phone.fill('+962 79 123 4567');
    await userEvent.tab();
    await expect.element(phone).toHaveAttribute('aria-invalid', 'false');
    // A landline: no SMS code could reach it.
    await phone.fill('+962 6 512 3456');
    await expect.element(screen.getByText(ar.portal.validation.phoneRegions)).toBeVisible();
  });

  test("the server's refusal is the red line in Hebrew; its acceptance goes on", async () => {
    let taken = true;
    const api = stubApi({
      'POST /api/auth/users/signup': () =>
        taken ? reply(400, { message: 'Error: Username is already taken!' }) : reply(200, { message: 'User registered successfully!' }),
    });
    const registered = vi.fn();
    const screen = await renderPortal(<Register onRegistered={registered} />, { lang: 'he' });
    await screen.getByLabelText(he.account.fields.name).fill('  Salma Haddad ');
    await screen.getByLabelText(he.account.fields.username).fill('salma_h');
    await screen.getByLabelText(he.account.fields.email).fill('salma@example.org');
    await screen.getByLabelText(he.account.fields.password).fill('a good password');
    await screen.getByLabelText(he.account.fields.phone).fill('0501234567');
    const submit = screen.getByRole('button', { name: he.account.register.submit });
    await submit.click();

    await expect.element(screen.getByRole('alert').filter({ hasText: he.account.errors.usernameTaken })).toBeVisible();
    expect(registered).not.toHaveBeenCalled();
    expect(signups(api)[0].body).toEqual({
      name: 'Salma Haddad',
      username: 'salma_h',
      email: 'salma@example.org',
      password: 'a good password',
      phoneNumber: '0501234567',
    });

    taken = false;
    await submit.click();
    await vi.waitFor(() => expect(registered).toHaveBeenCalledOnce());
  });

  test('a compound name is counted by its letters, up to the maximum the server sets (Arabic)', async () => {
    // 24 characters with its spaces, 20 letters: the spec's maximum.
    const compound = 'عبد الرحمن محمود آل ناصر';
    const serverMax = name.max + 10;
    const api = stubApi({ 'GET /api/auth/users/signup': { nameMax: serverMax } });
    const screen = await renderPortal(<Register onRegistered={() => {}} />, { lang: 'ar' });
    const arabic = localDigits('ar');
    const hint = counted('ar', ar.account.hints.nameLetters, serverMax, { min: arabic(name.min), max: arabic(serverMax) });
    await expect.element(screen.getByText(hint, { exact: true })).toBeVisible();
    const nameField = screen.getByLabelText(ar.account.fields.name);
    await nameField.fill(compound);
    await userEvent.tab();
    await expect.element(screen.getByText(ar.portal.validation.nameNotAppropriate)).not.toBeInTheDocument();

    // Longer than the spec's 20 letters, within the portal's own maximum.
    await nameField.fill(`${compound} بن سليمان`);
    await expect.element(screen.getByText(ar.portal.validation.nameNotAppropriate)).not.toBeInTheDocument();
    await nameField.fill('ن'.repeat(serverMax + 1));
    await expect.element(screen.getByText(ar.portal.validation.nameNotAppropriate)).toBeVisible();
    expect(api.unanswered).toEqual([]);
  });
});
