// Translation for the public site without react-admin: the `portal.*` texts of i18n/*.json, read
// with polyglot's syntax (see translate.ts), the same files the back office reads.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { direction, LOCALES, type Language } from '../../model/languages.ts';
import { setLanguage } from '../../providers/language.ts';
import { loadMessages, type Messages } from './messages.ts';
import { flattenMessages, translate, type Phrases, type TranslateOptions } from './translate.ts';

export type Translate = (key: string, options?: TranslateOptions) => string;

export interface I18nValue {
  lang: Language;
  dir: 'rtl' | 'ltr';
  /** BCP 47 locale for dates and numbers. */
  locale: string;
  t: Translate;
  changeLanguage: (lang: Language) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Numbers interpolated into a text follow the locale's digits; smart_count stays a number for plural choice. */
function localiseNumbers(options: TranslateOptions | undefined, format: Intl.NumberFormat): TranslateOptions | undefined {
  if (!options) return options;
  return Object.fromEntries(
    Object.entries(options).map(([k, v]) => [k, typeof v === 'number' && k !== 'smart_count' ? format.format(v) : v]),
  );
}

export function I18nProvider({ initial, children }: { initial: { lang: Language; messages: Messages }; children: ReactNode }) {
  const [state, setState] = useState<{ lang: Language; phrases: Phrases }>(() => ({
    lang: initial.lang,
    phrases: flattenMessages(initial.messages),
  }));

  const changeLanguage = useCallback(async (lang: Language) => {
    const messages = await loadMessages(lang);
    setLanguage(lang);
    setState({ lang, phrases: flattenMessages(messages) });
  }, []);

  const value = useMemo<I18nValue>(() => {
    const locale = LOCALES[state.lang];
    const numbers = new Intl.NumberFormat(locale, { useGrouping: false });
    return {
      lang: state.lang,
      dir: direction(state.lang),
      locale,
      t: (key, options) => translate(state.phrases, state.lang, key, localiseNumbers(options, numbers)),
      changeLanguage,
    };
  }, [state, changeLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export const useTranslate = (): Translate => useI18n().t;
