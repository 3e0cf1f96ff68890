// The texts of the site's reading pages (about, history, tree instructions): the `pages` area of
// i18n/*.json, one chunk per language, loaded with the first of those pages a visitor opens.
import type { TextAreas } from '../../ui/i18n/withTexts.tsx';

export const PAGE_TEXTS: TextAreas = {
  pages: {
    ar: () => import('../../../i18n/ar.json?pages.json').then((m) => m.pages),
    en: () => import('../../../i18n/en.json?pages.json').then((m) => m.pages),
    he: () => import('../../../i18n/he.json?pages.json').then((m) => m.pages),
  },
};
