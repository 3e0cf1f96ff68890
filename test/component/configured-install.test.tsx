// The pages on an install whose configuration gives the tree's updates, the book's link and a payment
// page: the last update as a date in the reader's language, the next one while it is ahead, the
// download button, the donation form on the home page.
import { describe, expect, test, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { SiteConfig } from '../../src/public-site/config/siteConfig.ts';
import { HistoryPage } from '../../src/public-site/pages/HistoryPage.tsx';
import { HomePage } from '../../src/public-site/pages/home/HomePage.tsx';
import { TreeInstructionsPage } from '../../src/public-site/pages/TreeInstructionsPage.tsx';
import { filled, renderPortal, signedIn, stubApi } from './render.tsx';

const nextYear = new Date().getFullYear() + 1;

vi.mock('../../src/public-site/config/siteConfig.ts', async (original) => {
  const config: SiteConfig = {
    bookUrl: 'https://books.example/family-book.pdf',
    donationUrl: 'https://pay.example/checkout',
    donationCurrency: 'ILS',
    treeRootMemberId: '1',
    treeUpdated: '2025-03-01',
    treeNextUpdate: String(new Date().getFullYear() + 1),
    social: { group: '', photos: '', microblog: '', mail: '' },
  };
  return { ...(await original<object>()), useSiteConfig: () => config };
});

describe('on an install that configured them', () => {
  test('the tree instructions say when the tree was last updated and the next update ahead', async () => {
    stubApi({});
    const screen = await renderPortal(<TreeInstructionsPage />, { lang: 'en', path: '/family-tree-instruction' });
    const last = filled(en.pages.treeInstructions.lastUpdate, { date: 'March 1, 2025' });
    const next = filled(en.pages.treeInstructions.nextUpdate, { year: nextYear });
    await expect.element(screen.getByText(`${last} ${next}`)).toBeVisible();
  });

  test('in Arabic, in its digits and month names', async () => {
    stubApi({});
    const screen = await renderPortal(<TreeInstructionsPage />, { lang: 'ar', path: '/family-tree-instruction' });
    await expect.element(screen.getByText(filled(ar.pages.treeInstructions.lastUpdate, { date: '١ مارس ٢٠٢٥' }))).toBeVisible();
  });

  test('the history page offers the book to download', async () => {
    stubApi({});
    const screen = await renderPortal(<HistoryPage />, { lang: 'en', path: '/family-history' });
    await expect
      .element(screen.getByRole('link', { name: en.pages.history.book }))
      .toHaveAttribute('href', 'https://books.example/family-book.pdf');
  });

  test('the home page offers the donation form, to a family member too', async () => {
    const user = signedIn('BISH');
    stubApi({ 'GET /api/auth/users/session': user });
    const screen = await renderPortal(<HomePage />, { lang: 'en', user });
    const form = screen.getByRole('form', { name: en.portal.donation.title });
    await expect.element(form).toBeVisible();
    await expect.element(form.getByRole('radio').first()).toBeVisible();
  });
});
