// The home page shows each block to those it concerns: the steps into the family's pages to those who
// still have them to take, and no donation box on an install that takes no donations.
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { SignedInRole } from '../../common/model/roles.ts';
import { HomePage } from '../../src/public-site/pages/home/HomePage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

async function home(role: SignedInRole | null, lang: 'ar' | 'en' = 'en') {
  const user = role ? signedIn(role) : undefined;
  stubApi({ 'GET /api/auth/users/session': user ?? {} });
  const screen = await renderPortal(<HomePage />, { lang, user });
  const info = screen.getByRole('region', { name: (lang === 'ar' ? ar : en).portal.info.title });
  await expect.element(info).toBeVisible();
  return { screen, info };
}

describe('the home page', () => {
  test('a visitor is shown both steps: create an account, then ask for family permission', async () => {
    const { info } = await home(null);
    await expect.element(info.getByText(en.portal.info.points.register)).toBeVisible();
    await expect.element(info.getByText(en.portal.info.points.permission)).toBeVisible();
    await expect.element(info.getByText(en.portal.info.points.privacy)).toBeVisible();
  });

  test('a plain user, who has an account, is shown the permission step only', async () => {
    const { info } = await home('USER');
    await expect.element(info.getByText(en.portal.info.points.permission)).toBeVisible();
    await expect.element(info.getByText(en.portal.info.points.register)).not.toBeInTheDocument();
  });

  test.each(['BISH', 'MODERATOR'] as const)('a family member (%s) is shown neither step', async (role) => {
    const { info } = await home(role, 'ar');
    await expect.element(info.getByText(ar.portal.info.points.privacy)).toBeVisible();
    await expect.element(info.getByText(ar.portal.info.points.register)).not.toBeInTheDocument();
    await expect.element(info.getByText(ar.portal.info.points.permission)).not.toBeInTheDocument();
  });

  test('an install with no payment page shows no donation box, to anyone', async () => {
    const { screen } = await home('BISH');
    await expect.element(screen.getByRole('heading', { name: en.portal.donation.title })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/donation/i);
  });
});
