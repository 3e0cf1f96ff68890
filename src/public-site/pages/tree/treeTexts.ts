// The tree page's texts (the `tree` area of i18n/*.json), one chunk per language, loaded with the page.
import type { TextAreas } from '../../../ui/i18n/withTexts.tsx';

export const TREE_TEXTS: TextAreas = {
  tree: {
    ar: () => import('../../../../i18n/ar.json?tree.json').then((m) => m.tree),
    en: () => import('../../../../i18n/en.json?tree.json').then((m) => m.tree),
    he: () => import('../../../../i18n/he.json?tree.json').then((m) => m.tree),
  },
};
