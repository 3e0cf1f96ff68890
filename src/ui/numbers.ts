// What the pages show as numbers, in the reader's digits: Arabic-Indic on an Arabic page, as every text of
// the portal writes them (common/model/translate.ts's localNumber). Data a person typed (a phone number,
// an identity number) is shown as typed, not through these.
import { useCallback } from 'react';
import { localNumber } from '../../common/model/translate.ts';
import { useI18n } from './i18n/I18nProvider.tsx';

/** A number, or a text the portal writes with digits (a DD-MM-YYYY date, a year, an id), in the reader's digits. */
export function useLocalNumber(): (value: number | string) => string {
  const { lang } = useI18n();
  return useCallback((value: number | string) => localNumber(lang, value), [lang]);
}
