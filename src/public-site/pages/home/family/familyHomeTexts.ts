// The family home's texts: the `familyHome` area of i18n/*.json, one small chunk per language, loaded with
// the family's blocks after the home page's first paint, never by a visitor.
import type { TextAreas } from '../../../../ui/i18n/withTexts.tsx';

export const FAMILY_HOME_TEXTS: TextAreas = {
  familyHome: {
    ar: () => import('../../../../../i18n/ar.json?familyHome.json').then((m) => m.familyHome),
    en: () => import('../../../../../i18n/en.json?familyHome.json').then((m) => m.familyHome),
    he: () => import('../../../../../i18n/he.json?familyHome.json').then((m) => m.familyHome),
  },
};
