// react-admin's i18nProvider: polyglot over i18n/{ar,en,he}.json. The language is the portal's one
// choice (`selectedLanguage`, see language.ts), so switching here switches the public site too.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { isLanguage, LANGUAGES, type Language } from '../../common/model/languages.ts';
import { localDigits } from '../../common/model/translate.ts';
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

/** A provider starting in `lang`, whose messages polyglot needs at hand; others load when chosen. */
export function createI18nProvider(lang: Language, messages: TranslationMessages): I18nProvider {
  const base = polyglotI18nProvider(
    (locale) => (locale === lang ? messages : loadMessages(isLanguage(locale) ? locale : lang)),
    lang,
    LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
    // A key without a translation shows react-admin's fallback instead of warning in the console.
    { allowMissing: true },
  );
  return {
    ...base,
    // Numbers in the language's digits ("١-٢٥ من ٣٥٠"), as the public site and the mails write them; a
    // plural's count stays a number, which polyglot needs to choose the form.
    translate(key, options) {
      const locale = base.getLocale();
      if (!options || !isLanguage(locale)) return base.translate(key, options);
      const digits = localDigits(locale);
      const local = Object.fromEntries(
        Object.entries(options).map(([name, value]) => [name, typeof value === 'number' && name !== 'smart_count' ? digits(value) : value]),
      );
      return base.translate(key, local);
    },
    async changeLocale(locale: string) {
      if (!isLanguage(locale)) return;
      await base.changeLocale(locale);
      setLanguage(locale);
    },
  };
}
