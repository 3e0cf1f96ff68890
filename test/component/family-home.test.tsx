// A family member's home page says what is new since their last visit: in Arabic, on a phone, the new
// notice and the week's birthday are there, each a link to its page.
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import type { FamilyHome } from '../../common/generated/api.ts';
import { HomePage } from '../../src/public-site/pages/home/HomePage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const answer: FamilyHome = {
  since: '2025-03-01T10:00:00.000Z',
  notices: [{ id: 41, subject: 'عرس رامي يوم الجمعة', description: 'في قاعة القرية', createdDate: '2025-03-05T18:30:00.000Z' }],
  births: [{ id: 17, name: 'نادية', date: '12-03-2025' }],
  gallery: { newImages: 0, images: [], albums: [] },
  people: [],
  mySuggestions: { waiting: 0, accepted: 2, rejected: 0 },
};

test('in Arabic on a phone, the new notice and the birthday link to their pages', async () => {
  await page.viewport(375, 800);
  const { calls } = stubApi({ 'GET /api/auth/users/session': signedIn('BISH'), 'GET /api/v1/home': answer });
  const screen = await renderPortal(<HomePage />, { lang: 'ar', user: signedIn('BISH') });

  const notices = screen.getByRole('region', { name: ar.familyHome.notices.title });
  await expect.element(notices.getByRole('link', { name: 'عرس رامي يوم الجمعة' })).toHaveAttribute('href', '/family-notification/41');
  const births = screen.getByRole('region', { name: ar.familyHome.births.title });
  await expect.element(births.getByRole('link', { name: 'نادية' })).toHaveAttribute('href', '/family-members/17');
  // The day in the reader's digits and month name.
  await expect.element(births.getByText(/١٢/)).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'قُبل اقتراحان من اقتراحاتك' })).toHaveAttribute('href', '/my-suggestions');
  expect(document.documentElement.dir).toBe('rtl');
  // Nothing is wider than the phone.
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  // Asked from the reader's own day: the week's birthdays begin at it.
  expect(calls.find((c) => c.path === '/api/v1/home')?.query.get('today')).toMatch(/^\d{2}-\d{2}-\d{4}$/);
});
