// The calendar pages' texts (the `calendar` area of i18n/*.json), loaded with them beside the family
// pages' areas (field labels, back and submit): the home page never carries them.
import type { ComponentType } from 'react';
import type { TextAreas } from '../../../ui/i18n/withTexts.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';

export const CALENDAR_TEXTS: TextAreas = {
  calendar: {
    ar: () => import('../../../../i18n/ar.json?calendar.json').then((m) => m.calendar),
    en: () => import('../../../../i18n/en.json?calendar.json').then((m) => m.calendar),
    he: () => import('../../../../i18n/he.json?calendar.json').then((m) => m.calendar),
  },
};

export const withCalendarTexts = <P extends object>(Page: ComponentType<P>): ComponentType<P> => withFamilyTexts(Page, CALENDAR_TEXTS);
