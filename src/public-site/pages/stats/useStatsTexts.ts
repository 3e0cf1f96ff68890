// The statistics page's texts (the `stats` area of i18n/*.json), one chunk per language, loaded with the
// page: the home page never carries them. `ready` turns true once they are there, so no key ever flashes.
import { useEffect } from 'react';
import { useI18n, type NamespaceLoaders } from '../../i18n/I18nProvider.tsx';

const STATS_TEXTS: NamespaceLoaders = {
  ar: () => import('../../../../i18n/ar.json?stats.json').then((m) => m.stats),
  en: () => import('../../../../i18n/en.json?stats.json').then((m) => m.stats),
  he: () => import('../../../../i18n/he.json?stats.json').then((m) => m.stats),
};

export function useStatsTexts(): boolean {
  const { namespaces, addNamespace } = useI18n();
  const ready = namespaces.has('stats');
  useEffect(() => {
    if (!ready) void addNamespace('stats', STATS_TEXTS);
  }, [ready, addNamespace]);
  return ready;
}
