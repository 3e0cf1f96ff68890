// axe-core on the activities pages, as a moderator (who is offered the most), in all three languages,
// at a phone's width: no serious or critical violation.
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../common/model/languages.ts';
import { apiAs } from './fixtures/api.ts';
import { seriousViolationsOnPages } from './fixtures/axe.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';

describe('accessibility of the activities pages', () => {
  const portal = usePortal();

  test.each(LANGUAGES)(
    '%s',
    async (lang) => {
      const api = await apiAs(portal.url, 'MODERATOR');
      const today = new Date();
      const dmy = [today.getDate(), today.getMonth() + 1, today.getFullYear()]
        .map((n, i) => String(n).padStart(i === 2 ? 4 : 2, '0'))
        .join('-');
      const activity = (
        await api<{ id: number }>('POST', '/api/v1/activities', {
          activityName: 'Family day',
          dateOfActivity: dmy,
          activityLink: 'https://example.com',
        })
      ).json.id;
      await api('POST', '/api/v1/members', { name: 'Huda', birthdate: `${dmy.slice(0, 6)}1970` });
      const page = await portal.page(lang, { bypassCSP: true, viewport: { width: 375, height: 800 } });
      await signInAs(page, portal.url, 'MODERATOR');
      const found = await seriousViolationsOnPages(page, portal.url, [
        '/family-activities',
        `/family-activities/${activity}`,
        '/family-activities/create',
        '/profile',
      ]);
      await page.context().close();
      expect(found).toEqual([]);
    },
    120_000,
  );
});
