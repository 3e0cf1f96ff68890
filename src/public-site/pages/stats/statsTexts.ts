// The statistics page's texts (the `stats` area of i18n/*.json), one chunk per language, loaded with the page.
import type { TextAreas } from '../../../ui/i18n/withTexts.tsx';

export const STATS_TEXTS: TextAreas = {
  stats: {
    ar: () => import('../../../../i18n/ar.json?stats.json').then((m) => m.stats),
    en: () => import('../../../../i18n/en.json?stats.json').then((m) => m.stats),
    he: () => import('../../../../i18n/he.json?stats.json').then((m) => m.stats),
  },
};
