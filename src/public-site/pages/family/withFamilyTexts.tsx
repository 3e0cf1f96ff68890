// The family pages render once their texts (FAMILY_TEXTS) are there.
import type { ComponentType } from 'react';
import { withTexts } from '../../i18n/withTexts.tsx';
import { FAMILY_TEXTS } from './familyTexts.ts';

export const withFamilyTexts = <P extends object>(Page: ComponentType<P>): ComponentType<P> => withTexts(FAMILY_TEXTS, Page);
