// The texts of the people named in photos (the `photoPeople` area of i18n/*.json), loaded with the gallery
// and with a person's page, which both show them.
import type { TextAreas } from '../../../ui/i18n/withTexts.tsx';

export const PHOTO_PEOPLE_TEXTS: TextAreas = {
  photoPeople: {
    ar: () => import('../../../../i18n/ar.json?photoPeople.json').then((m) => m.photoPeople),
    en: () => import('../../../../i18n/en.json?photoPeople.json').then((m) => m.photoPeople),
    he: () => import('../../../../i18n/he.json?photoPeople.json').then((m) => m.photoPeople),
  },
};
