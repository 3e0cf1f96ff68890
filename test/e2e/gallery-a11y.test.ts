// axe-core on the three gallery pages and the full-screen photo view, as a moderator (who is offered
// the most), on a phone, in all three languages: no serious or critical violation.
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../common/model/languages.ts';
import { seriousViolations, seriousViolationsOnPages } from './fixtures/axe.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';
import { newAlbum } from './gallery-setup.ts';

describe('accessibility of the gallery pages', () => {
  const portal = usePortal();

  test.each(LANGUAGES)(
    '%s',
    async (lang) => {
      const { album } = await newAlbum(portal.url, ['Well', 'Olive tree']);
      const paths = [
        '/family-gallery',
        `/family-gallery?album=${album.id}`,
        `/family-gallery/gallery-management?album=${album.id}`,
        '/family-gallery/create',
      ];
      const page = await portal.page(lang, { bypassCSP: true, viewport: { width: 375, height: 800 } });
      await signInAs(page, portal.url, 'MODERATOR');
      const found = await seriousViolationsOnPages(page, portal.url, paths);
      await page.goto(`${portal.url}/family-gallery?album=${album.id}`);
      await page.getByRole('button', { name: text(lang, 'gallery.fullScreen') }).click();
      await page.getByRole('dialog', { name: text(lang, 'gallery.lightbox.view') }).waitFor();
      found.push(...(await seriousViolations(page)).map((v) => `full screen ${v}`));
      await page.context().close();
      expect(found).toEqual([]);
    },
    120_000,
  );
});
