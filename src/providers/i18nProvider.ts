// react-admin's i18nProvider over i18n/{ar,en,he}.json, read with polyglot's syntax. The language is the
// portal's one choice (`selectedLanguage`, see language.ts), so switching here switches the public site too.
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { isLanguage, LANGUAGES, type Language } from '../../common/model/languages.ts';
import { flattenMessages, localDigits, translate, type Phrases } from '../../common/model/translate.ts';
import { setLanguage } from './language.ts';

// One chunk per language: only the language on screen is downloaded.
const loaders: Record<Language, () => Promise<{ default: object }>> = {
  ar: () => import('../../i18n/ar.json'),
  en: () => import('../../i18n/en.json'),
  he: () => import('../../i18n/he.json'),
};

/** Each language named in itself, as a language menu shows it. */
const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', he: 'עברית' };

const loading = new Map<Language, Promise<TranslationMessages>>();

/** The messages of a language, loaded once; the same promise every time, so React's `use` can wait on it. */
export function loadMessages(lang: Language): Promise<TranslationMessages> {
  let messages = loading.get(lang);
  if (!messages) {
    messages = loaders[lang]().then(
      (module) => module.default as TranslationMessages,
      (error: unknown) => {
        loading.delete(lang); // a failed download is retried on the next visit
        throw error;
      },
    );
    loading.set(lang, messages);
  }
  return messages;
}

/**
 * A provider starting in `lang`, whose messages are at hand; others load when chosen. Its texts are read
 * by the public site's translate(): the same plural rule and the language's digits in every number, a
 * plural's count included ("٣ عناصر محددة"), which polyglot would write in Latin digits.
 */
export function createI18nProvider(lang: Language, messages: TranslationMessages): I18nProvider {
  let locale = lang;
  let phrases: Phrases = flattenMessages(messages);
  return {
    translate: (key, options) => translate(phrases, locale, key, options, localDigits(locale)),
    async changeLocale(next: string) {
      if (!isLanguage(next)) return;
      phrases = flattenMessages(await loadMessages(next));
      locale = next;
      setLanguage(next);
    },
    getLocale: () => locale,
    getLocales: () => LANGUAGES.map((code) => ({ locale: code, name: LANGUAGE_NAMES[code] })),
  };
}
