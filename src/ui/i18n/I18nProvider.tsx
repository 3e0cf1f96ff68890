// Translation for the public site without react-admin: the `portal.*` texts of i18n/*.json, read
// with polyglot's syntax (see translate.ts), the same files the back office reads.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { direction, LOCALES, type Language } from '../../../common/model/languages.ts';
import { setLanguage } from '../../providers/language.ts';
import { arrivedTexts } from './earlyTexts.ts';
import { loadMessages, type Messages } from './messages.ts';
import { flattenMessages, localDigits, translate, type Phrases, type TranslateOptions } from '../../../common/model/translate.ts';

export type Translate = (key: string, options?: TranslateOptions) => string;

/** The texts of one area (the family pages...) per language: loaded with the area's pages, not with the home page. */
export type NamespaceLoaders = Readonly<Record<Language, () => Promise<object>>>;

export interface I18nValue {
  lang: Language;
  dir: 'rtl' | 'ltr';
  /** BCP 47 locale for dates and numbers. */
  locale: string;
  t: Translate;
  changeLanguage: (lang: Language) => Promise<void>;
  /** The areas whose texts are loaded in the current language. */
  namespaces: ReadonlySet<string>;
  /** Loads an area's texts in the current language, and again in each language chosen later. */
  addNamespace: (name: string, loaders: NamespaceLoaders) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

interface State {
  lang: Language;
  phrases: Phrases;
  namespaces: ReadonlySet<string>;
}

const withNamespace = (phrases: Phrases, name: string, messages: object): Phrases =>
  new Map([...phrases, ...flattenMessages(messages, name)]);

export function I18nProvider({ initial, children }: { initial: { lang: Language; messages: Messages }; children: ReactNode }) {
  // The areas the page opened by its address asked for and already has start with the portal's texts.
  const [state, setState] = useState<State>(() => {
    const arrived = arrivedTexts(initial.lang);
    return {
      lang: initial.lang,
      phrases: arrived.reduce((all, area) => withNamespace(all, area.name, area.messages), flattenMessages(initial.messages) as Phrases),
      namespaces: new Set(arrived.map((area) => area.name)),
    };
  });
  // Every area a page asked for: a language change reloads them with the portal's texts, so the page
  // on screen never shows keys while the new language arrives.
  const [registered] = useState(() => new Map(arrivedTexts(initial.lang).map((area) => [area.name, area.loaders])));
  const langRef = useRef(initial.lang);

  const changeLanguage = useCallback(
    async (lang: Language) => {
      const areas = [...registered];
      const [messages, ...loaded] = await Promise.all([loadMessages(lang), ...areas.map(([, loaders]) => loaders[lang]())]);
      setLanguage(lang);
      langRef.current = lang;
      const phrases = areas.reduce((all, [name], i) => withNamespace(all, name, loaded[i]), flattenMessages(messages) as Phrases);
      setState({ lang, phrases, namespaces: new Set(areas.map(([name]) => name)) });
    },
    [registered],
  );

  const addNamespace = useCallback(
    async (name: string, loaders: NamespaceLoaders) => {
      registered.set(name, loaders);
      const lang = langRef.current;
      const messages = await loaders[lang]();
      setState((s) =>
        s.lang !== lang || s.namespaces.has(name)
          ? s
          : { ...s, phrases: withNamespace(s.phrases, name, messages), namespaces: new Set(s.namespaces).add(name) },
      );
    },
    [registered],
  );

  const value = useMemo<I18nValue>(() => {
    // Numbers in a text follow the language's digits, as the dates and the mails do.
    const digits = localDigits(state.lang);
    return {
      lang: state.lang,
      dir: direction(state.lang),
      locale: LOCALES[state.lang],
      t: (key, options) => translate(state.phrases, state.lang, key, options, digits),
      changeLanguage,
      namespaces: state.namespaces,
      addNamespace,
    };
  }, [state, changeLanguage, addNamespace]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export const useTranslate = (): Translate => useI18n().t;
