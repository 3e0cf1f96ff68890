// The family pages' texts, one chunk per language, loaded with the first family page a member opens:
// the home page does not carry them. Two areas of i18n/*.json: `family` (the pages' own texts) and
// `resources` (the entities' field labels, the same the back office shows).
import type { TextAreas } from '../../../ui/i18n/withTexts.tsx';

export const FAMILY_TEXTS: TextAreas = {
  family: {
    ar: () => import('../../../../i18n/ar.json?family.json').then((m) => m.family),
    en: () => import('../../../../i18n/en.json?family.json').then((m) => m.family),
    he: () => import('../../../../i18n/he.json?family.json').then((m) => m.family),
  },
  resources: {
    ar: () => import('../../../../i18n/ar.json?resources.json').then((m) => m.resources),
    en: () => import('../../../../i18n/en.json?resources.json').then((m) => m.resources),
    he: () => import('../../../../i18n/he.json?resources.json').then((m) => m.resources),
  },
};
