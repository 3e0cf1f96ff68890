// axe-core on every family member and partner page, as a moderator (who is offered the most), in all
// three languages: no serious or critical violation.
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../common/model/languages.ts';
import { apiAs } from './fixtures/api.ts';
import { seriousViolationsOnPages } from './fixtures/axe.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';

describe('accessibility of the family pages', () => {
  const portal = usePortal();

  test.each(LANGUAGES)(
    '%s',
    async (lang) => {
      const api = await apiAs(portal.url, 'MODERATOR');
      // A deceased parent with the facts of his life written, so the pages show all they can: the years and
      // the mark, the places, the story with a link, the moderators' notes, the marriage's years.
      const parent = (
        await api<{ id: number }>('POST', '/api/v1/members', {
          name: 'Yusuf',
          familyName: 'Nasser',
          birthdate: '02-03-1900',
          birthPlace: 'Safad',
          deathDate: '11-09-1980',
          burialPlace: 'Safad',
          biography: 'He planted olive trees.\n\nHis letters: https://example.org/letters.',
          notes: 'From the village register.',
        })
      ).json.id;
      const child = (await api<{ id: number }>('POST', `/api/v1/members/${parent}/addchild`, { name: 'Lina', gender: 'female' })).json.id;
      const partner = (
        await api<{ id: number }>('POST', `/api/v1/members/${parent}/addpartner`, { name: 'Maha', marriageDate: '01-06-1925' })
      ).json.id;
      const paths = [
        '/family-members',
        `/family-members/${parent}`,
        '/family-members/create',
        `/family-members/${parent}/edit`,
        `/family-members/${parent}/childcreate`,
        `/family-members/${parent}/children`,
        `/family-members/profile/${child}`,
        `/family-partners/createpartner/${parent}`,
        `/family-partners/${partner}`,
        `/family-partners/${partner}/edit`,
      ];
      const page = await portal.page(lang, { bypassCSP: true, viewport: { width: 375, height: 800 } });
      await signInAs(page, portal.url, 'MODERATOR');
      const found = await seriousViolationsOnPages(page, portal.url, paths);
      await page.context().close();
      expect(found).toEqual([]);
    },
    120_000,
  );
});
