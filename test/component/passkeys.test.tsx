// The passkeys on the profile, in Arabic on a phone's width: each by the device that made it and when, and
// one removed after the question, the list read again from the server.
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import { ProfilePage } from '../../src/public-site/pages/account/ProfilePage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const texts = ar.account.passkey;
const PASSKEYS = [
  { id: 7, device: 'Safari, iOS', addedAt: Date.parse('2026-10-02T10:00:00Z') },
  { id: 9, device: null, addedAt: Date.parse('2026-11-20T10:00:00Z') },
];

afterEach(async () => page.viewport(1280, 900));

test('a passkey of a lost phone is removed from the profile after the question, and no longer listed', async () => {
  await page.viewport(375, 800);
  const member = signedIn('BISH', { username: 'huda' });
  let passkeys = PASSKEYS;
  const api = stubApi({
    'GET /api/auth/users/session': member,
    'GET /api/auth/passkeys': () => ({ passkeys }),
    'DELETE /api/auth/passkeys/:id': ({ params }: { params: Record<string, string> }) => {
      passkeys = passkeys.filter((k) => k.id !== Number(params.id));
      return { message: 'Passkey removed: it no longer signs you in' };
    },
  });
  const screen = await renderPortal(<ProfilePage />, { lang: 'ar', user: member, path: '/profile' });
  const list = screen.getByRole('list', { name: texts.listTitle });
  await expect.element(list.getByText('Safari, iOS')).toBeVisible();
  await expect.element(list.getByText(texts.unknownDevice)).toBeVisible();
  expect(list.getByRole('listitem').elements()).toHaveLength(2);

  await list.getByRole('listitem').first().getByRole('button', { name: texts.remove }).click();
  const question = screen.getByRole('dialog');
  await expect.element(question.getByText(texts.removeConfirm)).toBeVisible();
  // Cancelled: nothing is removed.
  await question.getByRole('button', { name: texts.cancel }).click();
  expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

  await list.getByRole('listitem').first().getByRole('button', { name: texts.remove }).click();
  await screen.getByRole('dialog').getByRole('button', { name: texts.remove }).click();
  await expect.element(screen.getByRole('status').filter({ hasText: texts.removed })).toBeVisible();
  expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/auth/passkeys/7']);
  await expect.element(list.getByText('Safari, iOS')).not.toBeInTheDocument();
  expect(list.getByRole('listitem').elements()).toHaveLength(1);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
});
