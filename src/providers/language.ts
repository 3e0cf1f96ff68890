// The portal's language choice (spec section 1), kept in local storage as `selectedLanguage`. The
// public site and the back office's i18nProvider both read it here.
import { DEFAULT_LANGUAGE, direction, isLanguage, LANGUAGE_COOKIE, type Language } from '../../common/model/languages.ts';

const STORAGE_KEY = 'selectedLanguage';
const YEAR_S = 365 * 24 * 3600;

export function getLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Marks the document with the language so screen readers, fonts and the RTL layout follow it, and
 * tells the server in the cookie (server/plugins/external/page-preloads.ts).
 */
export function applyLanguageToDocument(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = direction(lang);
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

export function setLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // Not persisted; the choice still applies to this page view.
  }
  applyLanguageToDocument(lang);
}
