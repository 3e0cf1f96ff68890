// The portal's languages (spec section 1): Arabic by default, English and Hebrew. Shared by the
// browser (texts, direction, locale) and the server (the language of the mail and SMS it sends).

export const LANGUAGES = ['ar', 'en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
/** The reader's language as a cookie too, for the server: the page it sends names that language's texts to fetch early. */
export const LANGUAGE_COOKIE = 'selectedLanguage';

/** The locale used for dates and numbers (the spec names ar-sa, en-us and he). */
export const LOCALES: Record<Language, string> = { ar: 'ar-SA', en: 'en-US', he: 'he-IL' };

/** The locale of dates written out, on the Gregorian calendar whatever the locale's own (ar-SA's is Islamic). */
export const calendarLocale = (lang: Language): string => `${LOCALES[lang]}-u-ca-gregory`;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const direction = (lang: Language): 'rtl' | 'ltr' => (lang === 'en' ? 'ltr' : 'rtl');
