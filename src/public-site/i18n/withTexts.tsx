// A page whose texts live in their own areas of i18n/*.json (not the home page's first download)
// renders once those areas are loaded, so it never flashes translation keys.
import { useEffect, type ComponentType } from 'react';
import { PageLoading } from '../guard/PageLoading.tsx';
import { useI18n, type NamespaceLoaders } from './I18nProvider.tsx';

export type TextAreas = Readonly<Record<string, NamespaceLoaders>>;

export function withTexts<P extends object>(areas: TextAreas, Page: ComponentType<P>): ComponentType<P> {
  const entries = Object.entries(areas);
  function WithTexts(props: P) {
    const { namespaces, addNamespace } = useI18n();
    const ready = entries.every(([name]) => namespaces.has(name));
    useEffect(() => {
      if (!ready) for (const [name, loaders] of entries) void addNamespace(name, loaders);
    }, [ready, addNamespace]);
    return ready ? <Page {...props} /> : <PageLoading />;
  }
  WithTexts.displayName = `withTexts(${Page.displayName ?? Page.name})`;
  return WithTexts;
}
