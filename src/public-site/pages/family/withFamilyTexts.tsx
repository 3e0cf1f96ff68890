// The family pages render once their texts (FAMILY_TEXTS, and a page's own area if it has one) are there.
import type { ComponentType } from 'react';
import { withTexts, type TextAreas } from '../../../ui/i18n/withTexts.tsx';
import { FAMILY_TEXTS } from './familyTexts.ts';

/** `extra`: a page's own area besides the family's (the gallery's texts). */
export const withFamilyTexts = <P extends object>(Page: ComponentType<P>, extra: TextAreas = {}): ComponentType<P> =>
  withTexts({ ...FAMILY_TEXTS, ...extra }, Page);
