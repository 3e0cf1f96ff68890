// An admin turns off a member's two-step sign-in from their page in the back office, only after a confirmation
// that says to make sure who is asking (Arabic).
import { expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import { roleNamesFor, ROLE_NAMES } from '../../common/model/roles.ts';
import { stubApi, type ApiCall } from './render.tsx';
import { renderBackOffice } from './renderBackOffice.tsx';

const texts = ar.admin.twoFactor;

test('the reset asks first, naming the member, and is sent only once confirmed', async () => {
  let twoFactor = true;
  const member = () => ({
    id: 9,
    username: 'layla',
    name: 'Layla Haddad',
    email: 'layla@family-portal.example.org',
    phoneNumber: null,
    roles: roleNamesFor('BISH').map((name) => ({ id: ROLE_NAMES.indexOf(name) + 1, name })),
    requestPermission: false,
    numberOfSendSMS: 0,
    allowed: true,
    emailConfirmed: true,
    twoFactor,
  });
  const api = stubApi({
    'GET /api/auth/users/layla': member,
    'POST /api/auth/2fa/reset/layla': (_call: ApiCall) => {
      twoFactor = false;
      return { message: 'Two-step sign-in turned off' };
    },
  });
  const screen = await renderBackOffice('/adminboard/users/layla', { lang: 'ar' });
  const reset = screen.getByRole('button', { name: texts.reset });
  await reset.click();
  const dialog = screen.getByRole('dialog');
  await expect.element(dialog).toHaveTextContent(texts.confirm.replace('%{name}', 'Layla Haddad'));
  await dialog.getByRole('button', { name: ar.ra.action.cancel }).click();
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

  await reset.click();
  await screen.getByRole('dialog').getByRole('button', { name: ar.ra.action.confirm }).click();
  await expect.poll(() => api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/auth/2fa/reset/layla']);
  await expect.element(screen.getByRole('button', { name: texts.reset })).not.toBeInTheDocument();
});
