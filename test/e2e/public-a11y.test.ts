// axe-core on the public pages in all three languages: no serious or critical violation.
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../common/model/languages.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { usePortal } from './fixtures/suite.ts';

const PATHS = ['/', '/login', '/register', '/contact-us', '/no-such-page'];

describe('accessibility of the public pages', () => {
  const portal = usePortal();

  test.each(LANGUAGES)(
    '%s',
    async (lang) => {
      const page = await portal.page(lang, { bypassCSP: true });
      const found: string[] = [];
      for (const path of PATHS) {
        await page.goto(`${portal.url}${path}`, { waitUntil: 'networkidle' });
        await page.locator('main h1').waitFor();
        await page.locator('footer').waitFor();
        found.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
      }
      await page.context().close();
      expect(found).toEqual([]);
    },
    90_000,
  );
});
