// What the back office shows as a number, in the reader's digits (Arabic-Indic on an Arabic page): the
// portal's one writer of numbers (common/model/translate.ts's localNumber) in react-admin's language.
import { useLocaleState } from 'react-admin';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../common/model/languages.ts';
import { localNumber } from '../../common/model/translate.ts';

export function useReaderLanguage(): Language {
  const [locale] = useLocaleState();
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** A number, or a text the portal writes with digits (a DD-MM-YYYY date, a year, a version), in the reader's digits. */
export function useLocalNumber(): (value: number | string) => string {
  const lang = useReaderLanguage();
  return (value) => localNumber(lang, value);
}
