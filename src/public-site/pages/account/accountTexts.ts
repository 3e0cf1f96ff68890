// The account pages' texts (registration, profile, codes, phone and password): the `account` area of
// i18n/*.json, one chunk per language, loaded with the first account page a visitor opens.
import type { TextAreas } from '../../../ui/i18n/withTexts.tsx';

export const ACCOUNT_TEXTS: TextAreas = {
  account: {
    ar: () => import('../../../../i18n/ar.json?account.json').then((m) => m.account),
    en: () => import('../../../../i18n/en.json?account.json').then((m) => m.account),
    he: () => import('../../../../i18n/he.json?account.json').then((m) => m.account),
  },
};
