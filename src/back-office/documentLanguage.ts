// The document's language and writing direction. The i18nProvider sets <html lang> and <html dir> when
// the language changes (language.ts), once the new texts are in, so following the attributes keeps the
// theme, its texts and the style cache in step with every switch.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir', 'lang'] });
  return () => observer.disconnect();
}

const readDirection = (): 'rtl' | 'ltr' => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
const readLanguage = (): string => document.documentElement.lang;

export const useDocumentDirection = (): 'rtl' | 'ltr' => useSyncExternalStore(subscribe, readDirection, readDirection);
export const useDocumentLanguage = (): string => useSyncExternalStore(subscribe, readLanguage, readLanguage);
