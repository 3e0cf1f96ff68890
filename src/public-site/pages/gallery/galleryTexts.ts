// The gallery pages' texts (the `gallery` area of i18n/*.json), one chunk per language, loaded with
// the pages together with the family area their dialogs and back buttons use, and the names of the people in the photos.
import type { ComponentType } from 'react';
import type { TextAreas } from '../../../ui/i18n/withTexts.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { PHOTO_PEOPLE_TEXTS } from '../photo-people/photoPeopleTexts.ts';

/** The gallery's own area: what the photo pickers and the upload forms say, wherever they are shown. */
export const GALLERY_TEXTS: TextAreas = {
  gallery: {
    ar: () => import('../../../../i18n/ar.json?gallery.json').then((m) => m.gallery),
    en: () => import('../../../../i18n/en.json?gallery.json').then((m) => m.gallery),
    he: () => import('../../../../i18n/he.json?gallery.json').then((m) => m.gallery),
  },
};

export const withGalleryTexts = <P extends object>(Page: ComponentType<P>): ComponentType<P> =>
  withFamilyTexts(Page, { ...GALLERY_TEXTS, ...PHOTO_PEOPLE_TEXTS });
