// The news pages' texts: the `news` area of i18n/*.json, one chunk per language, loaded with the family
// pages' areas (their shared buttons and the notification's field labels), all at once.
import type { ComponentType } from 'react';
import type { TextAreas } from '../../../ui/i18n/withTexts.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';

export const NEWS_TEXTS: TextAreas = {
  news: {
    ar: () => import('../../../../i18n/ar.json?news.json').then((m) => m.news),
    en: () => import('../../../../i18n/en.json?news.json').then((m) => m.news),
    he: () => import('../../../../i18n/he.json?news.json').then((m) => m.news),
  },
};

export const withNewsTexts = <P extends object>(Page: ComponentType<P>): ComponentType<P> => withFamilyTexts(Page, NEWS_TEXTS);
