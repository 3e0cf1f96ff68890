// The tree instructions and the history page say only what the site configuration holds: no update
// dates and no book download on an install that configured none.
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { HistoryPage } from '../../src/public-site/pages/HistoryPage.tsx';
import { TreeInstructionsPage } from '../../src/public-site/pages/TreeInstructionsPage.tsx';
import { renderPortal, stubApi } from './render.tsx';

describe('on an install that configured no dates and no book', () => {
  test('the tree instructions name no update date, past or coming', async () => {
    stubApi({});
    const screen = await renderPortal(<TreeInstructionsPage />, { lang: 'en', path: '/family-tree-instruction' });
    await expect.element(screen.getByRole('link', { name: en.pages.treeInstructions.open })).toHaveAttribute('href', '/family-tree/1');
    const text = document.body.textContent!;
    expect(text).not.toMatch(/update/i);
    expect(text).not.toMatch(/\d{4}/);
  });

  test('the history page neither links nor promises a download (Arabic)', async () => {
    stubApi({});
    const screen = await renderPortal(<HistoryPage />, { lang: 'ar', path: '/family-history' });
    await expect.element(screen.getByText(ar.pages.history.p3)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/تنزيل|تنزيله|الرابط/);
    await expect.element(screen.getByRole('link')).not.toBeInTheDocument();
  });
});
