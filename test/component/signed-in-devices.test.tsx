// Where one is signed in, on the profile in Hebrew on a phone's width: each device with its times, this one
// marked, and "sign out everywhere else" keeping this session with its new token.
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import he from '../../i18n/he.json';
import { ProfilePage } from '../../src/public-site/pages/account/ProfilePage.tsx';
import { getStoredUser } from '../../src/providers/session.ts';
import { renderPortal, signedIn, stubApi, testToken } from './render.tsx';

const texts = he.account.sessions;
const SESSIONS = [
  { id: 2, device: 'Firefox, Windows', signedInAt: '2026-11-27T08:00:00.000Z', lastSeenAt: '2026-11-27T09:30:00.000Z', current: true },
  { id: 1, device: 'Chrome, Android', signedInAt: '2026-11-20T18:00:00.000Z', lastSeenAt: '2026-11-26T21:15:00.000Z', current: false },
];

afterEach(async () => page.viewport(1280, 900));

test('the devices signed in, this one marked; signing out everywhere else keeps this session with its new token', async () => {
  await page.viewport(375, 800);
  const member = signedIn('BISH', { username: 'dana', accessToken: testToken(1) });
  const fresh = testToken(2);
  let sessions = SESSIONS;
  stubApi({
    'GET /api/auth/users/session': member,
    'GET /api/v1/news/subscription': { subscribed: false, language: 'he' },
    'GET /api/v1/reminders/settings': { birthdays: false, anniversaries: false, newcomers: false, channel: 'none', degree: 3 },
    'GET /api/auth/sessions': () => ({ sessions }),
    'POST /api/auth/sessions/end-others': () => {
      sessions = SESSIONS.filter((s) => s.current);
      return { accessToken: fresh, tokenType: 'Bearer', message: 'Signed out everywhere else' };
    },
  });
  const screen = await renderPortal(<ProfilePage />, { lang: 'he', user: member, path: '/profile' });
  const section = screen.getByRole('region', { name: texts.title });
  await expect.element(section.getByText('Chrome, Android')).toBeVisible();
  expect(section.getByRole('listitem').elements()).toHaveLength(2);
  await expect.element(section.getByRole('listitem').first().getByText(texts.thisDevice)).toBeVisible();
  // The page stays within a phone's width, right to left.
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);

  await section.getByRole('button', { name: texts.endOthers }).click();
  await expect.element(section.getByRole('status').filter({ hasText: texts.ended })).toBeVisible();
  expect(section.getByRole('listitem').elements()).toHaveLength(1);
  await expect.element(section.getByRole('button', { name: texts.endOthers })).not.toBeInTheDocument();
  expect(getStoredUser()?.accessToken).toBe(fresh);
});
