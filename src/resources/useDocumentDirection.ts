// The writing direction of the document. The i18nProvider sets <html dir> when the language changes
// (language.ts), so following the attribute keeps theme and style cache in step with every switch.
import { useSyncExternalStore } from 'react';

const read = (): 'rtl' | 'ltr' => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

export const useDocumentDirection = (): 'rtl' | 'ltr' => useSyncExternalStore(subscribe, read, read);
