// The suggestions' texts (the `suggest` area of i18n/*.json), one small chunk per language: loaded by a
// person's page for its "Suggest a change" and by My suggestions, never by the home page.
import type { TextAreas } from '../../../ui/i18n/withTexts.tsx';

export const SUGGEST_TEXTS: TextAreas = {
  suggest: {
    ar: () => import('../../../../i18n/ar.json?suggest.json').then((m) => m.suggest),
    en: () => import('../../../../i18n/en.json?suggest.json').then((m) => m.suggest),
    he: () => import('../../../../i18n/he.json?suggest.json').then((m) => m.suggest),
  },
};
