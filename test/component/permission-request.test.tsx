// The way to family permission as a plain user meets it: the profile says what will happen (an SMS
// code to the phone, then an administrator's approval, told by e-mail), and the code page confirms
// a right code once, in words that do not repeat themselves.
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { ProfilePage } from '../../src/public-site/pages/account/ProfilePage.tsx';
import { SmsCodePage } from '../../src/public-site/pages/account/SmsCodePage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const visitor = signedIn('USER', { username: 'visitor', email: 'visitor@example.org', phoneNumber: '0521234567' });

function profileApi() {
  return stubApi({
    'GET /api/auth/users/session': visitor,
    'GET /api/auth/users/:username/isrequestforbish': { pending: false, codeSent: false },
  });
}

describe('the family-permission part of the profile', () => {
  test('says what happens: a code by SMS to the phone, an administrator approves, the answer comes by e-mail', async () => {
    profileApi();
    const screen = await renderPortal(<ProfilePage />, { lang: 'en', user: visitor, path: '/profile' });
    const section = screen.getByRole('region', { name: en.account.profile.permissionTitle });

    const steps = section.getByRole('listitem');
    await expect.element(steps.nth(0)).toHaveTextContent(en.account.profile.steps.sms);
    await expect.element(steps.nth(1)).toHaveTextContent(en.account.profile.steps.code);
    await expect.element(steps.nth(2)).toHaveTextContent(en.account.profile.steps.approval);
    await expect.element(steps.nth(3)).toHaveTextContent(en.account.profile.steps.told);
    await expect.element(section.getByRole('button', { name: en.account.profile.requestPermission })).toBeEnabled();
    // Not the access-denied warning of a page the user may not open.
    await expect.element(screen.getByText(en.portal.guard.needFamilyPermission)).not.toBeInTheDocument();
  });

  test('in Arabic too, with no warning sign', async () => {
    profileApi();
    const screen = await renderPortal(<ProfilePage />, { lang: 'ar', user: visitor, path: '/profile' });
    const section = screen.getByRole('region', { name: ar.account.profile.permissionTitle });
    await expect.element(section.getByText(ar.account.profile.steps.approval)).toBeVisible();
    expect(section.element().querySelector('.MuiAlert-standardWarning')).toBeNull();
  });
});

describe('the SMS code page', () => {
  test('a right code is confirmed once: the phone is confirmed, the request goes to an administrator, the answer comes by e-mail', async () => {
    stubApi({
      'GET /api/auth/users/session': visitor,
      'POST /api/auth/users/activebisharat/:username/:code': { message: 'User phone confirmed successfully! ' },
    });
    const screen = await renderPortal(
      <Routes>
        <Route path="/activateSMS/:username" element={<SmsCodePage />} />
      </Routes>,
      { lang: 'en', user: visitor, path: '/activateSMS/visitor' },
    );
    await screen.getByLabelText(en.account.code.code).fill('123456');
    await screen.getByRole('button', { name: en.account.code.submit }).click();

    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent(en.account.code.confirmed);
    // Said once: neither the phone's confirmation nor the identity check comes twice.
    const said = status.element().textContent!;
    expect(said.match(/confirmed/gi)).toHaveLength(1);
    expect(said).not.toContain(en.portal.errors.phoneConfirmed);
  });
});
