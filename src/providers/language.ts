// The portal's language choice (spec section 1): Arabic by default, kept in local storage as
// `selectedLanguage`. The public site and the back office's i18nProvider both read it here.

export const LANGUAGES = ['ar', 'en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

const STORAGE_KEY = 'selectedLanguage';

/** The locale used for dates and numbers (the spec names ar-sa, en-us and he). */
export const LOCALES: Record<Language, string> = { ar: 'ar-SA', en: 'en-US', he: 'he-IL' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const direction = (lang: Language): 'rtl' | 'ltr' => (lang === 'en' ? 'ltr' : 'rtl');

export function getLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

/** Marks the document with the language so screen readers, fonts and the RTL layout follow it. */
export function applyLanguageToDocument(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = direction(lang);
}

export function setLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // Not persisted; the choice still applies to this page view.
  }
  applyLanguageToDocument(lang);
}
