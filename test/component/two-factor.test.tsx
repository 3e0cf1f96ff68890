// Two-step sign-in as a family member meets it in Arabic: set up on the profile from a QR code, the first code
// refused at its field in the reader's words, the recovery codes shown once; and the login form that asks for
// the code only once the password was right.
import { describe, expect, test, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import { LoginForm } from '../../src/public-site/pages/login/LoginForm.tsx';
import { ProfilePage } from '../../src/public-site/pages/account/ProfilePage.tsx';
import { getStoredUser } from '../../src/providers/session.ts';
import { renderPortal, reply, signedIn, stubApi, testToken, type ApiCall } from './render.tsx';

const texts = ar.account.twoFactor;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKMN-${String(1000 + i)}`);
const codeWrong = { statusCode: 400, message: ar.portal.twoFactor.codeWrong, fields: [{ field: 'code', rule: 'codeWrong' }] };

describe('two-step sign-in on the profile', () => {
  test('set up from the QR code: a wrong first code is said at its field, the right one shows the ten recovery codes once', async () => {
    const member = signedIn('BISH', { username: 'layla' });
    const fresh = testToken(2);
    let on = false;
    const api = stubApi({
      // The server's record of the user, without the browser's token.
      'GET /api/auth/users/session': () => {
        const { accessToken: _token, tokenType: _type, expiry: _expiry, ...record } = member;
        return { ...record, twoFactor: on };
      },
      'GET /api/v1/news/subscription': { subscribed: false, language: 'ar' },
      'GET /api/v1/reminders/settings': { birthdays: false, anniversaries: false, newcomers: false, channel: 'none', degree: 3 },
      'POST /api/auth/2fa/setup': { secret: SECRET, uri: `otpauth://totp/portal:layla?secret=${SECRET}&issuer=portal` },
      'POST /api/auth/2fa/confirm': (call: ApiCall) => {
        if ((call.body as { code: string }).code !== '123456') return reply(400, codeWrong);
        on = true;
        return { recoveryCodes: CODES, accessToken: fresh, tokenType: 'Bearer' };
      },
    });
    const screen = await renderPortal(<ProfilePage />, { lang: 'ar', user: member, path: '/profile' });
    const section = screen.getByRole('region', { name: texts.title });
    await expect.element(section.getByRole('status')).toHaveTextContent(texts.off);
    await section.getByRole('button', { name: texts.start }).click();

    await expect.element(section.getByRole('img', { name: texts.qrLabel })).toBeVisible();
    // The key to type, in groups of four, left to right inside the Arabic page.
    await expect.element(section.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toHaveAttribute('dir', 'ltr');

    const code = section.getByLabelText(texts.code);
    await code.fill('654321');
    await section.getByRole('button', { name: texts.confirm }).click();
    await expect.element(section.getByText(ar.portal.twoFactor.codeWrong)).toBeVisible();
    await expect.element(code).toHaveAttribute('aria-invalid', 'true');

    // Arabic-Indic digits typed on an Arabic keyboard are sent as digits.
    await code.fill('١٢٣٤٥٦');
    await section.getByRole('button', { name: texts.confirm }).click();
    const list = section.getByRole('list', { name: texts.recoveryTitle });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(10);
    expect(api.calls.filter((c) => c.path === '/api/auth/2fa/confirm').map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
    // The account's other sessions were ended: this one goes on with the token the server answered.
    expect(getStoredUser()?.accessToken).toBe(fresh);

    await section.getByRole('button', { name: texts.recoveryDone }).click();
    await expect.element(section.getByRole('list', { name: texts.recoveryTitle })).not.toBeInTheDocument();
    await expect.element(section.getByRole('status')).toHaveTextContent(texts.on);
    await expect.element(section.getByRole('button', { name: texts.disable })).toBeVisible();
  });
});

describe('REQUIRE_2FA in the browser', () => {
  test('a moderator without a second factor acts as a plain user and is told why on the profile', async () => {
    const moderator = signedIn('MODERATOR', { username: 'rami', twoFactor: false, twoFactorNeeded: true });
    stubApi({
      'GET /api/auth/users/session': moderator,
      'GET /api/v1/news/subscription': { subscribed: false, language: 'ar' },
      'GET /api/auth/sessions': { sessions: [] },
    });
    const screen = await renderPortal(<ProfilePage />, { lang: 'ar', user: moderator, path: '/profile' });
    const section = screen.getByRole('region', { name: texts.title });
    await expect.element(section.getByText(texts.required)).toBeVisible();
    await expect.element(screen.getByText(ar.account.roles.USER, { exact: true })).toBeVisible();
    await expect.element(section.getByRole('button', { name: texts.start })).toBeVisible();
  });
});

describe('the login form with two-step sign-in', () => {
  test('asks for the code once the password was right, and says a wrong code at that field', async () => {
    const token = testToken();
    const api = stubApi({
      'POST /api/auth/users/signin': (call: ApiCall) => {
        const { code } = call.body as { code?: string };
        if (code === undefined)
          return reply(401, { statusCode: 401, message: ar.portal.twoFactor.codeNeeded, fields: [{ field: 'code', rule: 'codeNeeded' }] });
        if (code !== '123456') return reply(401, { ...codeWrong, statusCode: 401 });
        return { id: 7, username: 'salma', roles: [{ id: 1, name: 'ROLE_USER' }], accessToken: token, tokenType: 'Bearer' };
      },
    });
    const done = vi.fn();
    const screen = await renderPortal(<LoginForm onSuccess={done} />, { lang: 'ar' });
    await expect.element(screen.getByLabelText(ar.portal.twoFactor.code)).not.toBeInTheDocument();
    await screen.getByLabelText(ar.portal.login.username).fill('salma');
    await screen.getByLabelText(ar.portal.login.password).fill('the password');
    await screen.getByRole('button', { name: ar.portal.login.submit }).click();

    // Not a failure: the code's field appears, with no red line.
    const code = screen.getByLabelText(ar.portal.twoFactor.code);
    await expect.element(code).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    await code.fill('000000');
    await screen.getByRole('button', { name: ar.portal.login.submit }).click();
    await expect.element(screen.getByText(ar.portal.twoFactor.codeWrong)).toBeVisible();
    expect(done).not.toHaveBeenCalled();

    await code.fill('123456');
    await screen.getByRole('button', { name: ar.portal.login.submit }).click();
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(api.calls.map((c) => c.body)).toEqual([
      { username: 'salma', password: 'the password' },
      { username: 'salma', password: 'the password', code: '000000' },
      { username: 'salma', password: 'the password', code: '123456' },
    ]);
  });
});
