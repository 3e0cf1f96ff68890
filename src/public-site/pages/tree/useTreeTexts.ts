// The tree page's texts (the `tree` area of i18n/*.json), one chunk per language, loaded with the page:
// the home page never carries them. `ready` turns true once they are there, so no key ever flashes.
import { useEffect } from 'react';
import { useI18n, type NamespaceLoaders } from '../../i18n/I18nProvider.tsx';

const TREE_TEXTS: NamespaceLoaders = {
  ar: () => import('../../../../i18n/ar.json?tree.json').then((m) => m.tree),
  en: () => import('../../../../i18n/en.json?tree.json').then((m) => m.tree),
  he: () => import('../../../../i18n/he.json?tree.json').then((m) => m.tree),
};

export function useTreeTexts(): boolean {
  const { namespaces, addNamespace } = useI18n();
  const ready = namespaces.has('tree');
  useEffect(() => {
    if (!ready) void addNamespace('tree', TREE_TEXTS);
  }, [ready, addNamespace]);
  return ready;
}
