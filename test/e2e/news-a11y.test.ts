// axe-core on the notification screens and the profile's settings of mails (the news, the reminders), as a moderator
// (who is offered the most), on a phone, in all three languages: no serious or critical violation.
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../common/model/languages.ts';
import { apiAs } from './fixtures/api.ts';
import { seriousViolationsOnPages } from './fixtures/axe.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';

describe('accessibility of the notification screens', () => {
  const portal = usePortal();

  test.each(LANGUAGES)(
    '%s',
    async (lang) => {
      const api = await apiAs(portal.url, 'MODERATOR');
      const { json } = await api<{ id: number }>('POST', '/api/v1/notifications', {
        subject: 'يوم العائلة',
        description: 'نلتقي يوم الجمعة في ساحة القرية.',
      });
      const paths = ['/family-notification', `/family-notification/${json.id}`, '/family-notification/create', '/profile'];
      const page = await portal.page(lang, { bypassCSP: true, viewport: { width: 375, height: 800 } });
      await signInAs(page, portal.url, 'MODERATOR');
      // The profile's settings of the news and the reminders arrive after the page.
      const found = await seriousViolationsOnPages(page, portal.url, paths, async (path) => {
        if (path !== '/profile') return;
        await page.locator('section[aria-labelledby="news-by-mail-title"] [role=switch]').waitFor();
        await page.locator('#reminders-degree').waitFor();
      });
      await page.context().close();
      expect(found).toEqual([]);
    },
    120_000,
  );
});
