// The news pages' texts: the `news` area of i18n/*.json, one chunk per language, with the family pages'
// areas (their shared buttons and the notification's field labels). All load at once, side by side,
// and the page renders when they are in, so no key ever flashes; the home page carries none of them.
import { useEffect, type ComponentType } from 'react';
import { PageLoading } from '../../guard/PageLoading.tsx';
import { useI18n, type NamespaceLoaders } from '../../i18n/I18nProvider.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';

export const NEWS_TEXTS: NamespaceLoaders = {
  ar: () => import('../../../../i18n/ar.json?news.json').then((m) => m.news),
  en: () => import('../../../../i18n/en.json?news.json').then((m) => m.news),
  he: () => import('../../../../i18n/he.json?news.json').then((m) => m.news),
};

/** Starts loading the `news` texts; true once they are there. */
export function useNewsTexts(): boolean {
  const { namespaces, addNamespace } = useI18n();
  const ready = namespaces.has('news');
  useEffect(() => {
    if (!ready) void addNamespace('news', NEWS_TEXTS);
  }, [ready, addNamespace]);
  return ready;
}

export function withNewsTexts<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function NewsReady(props: P) {
    return useNewsTexts() ? <Page {...props} /> : <PageLoading />;
  }
  const WithFamily = withFamilyTexts(NewsReady);
  function WithNewsTexts(props: P) {
    // Asked for here, beside the family areas the inner wrapper asks for: one round trip, not two.
    useNewsTexts();
    return <WithFamily {...props} />;
  }
  WithNewsTexts.displayName = `withNewsTexts(${Page.displayName ?? Page.name})`;
  return WithNewsTexts;
}
