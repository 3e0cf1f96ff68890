// Texts that live in their own areas of i18n/*.json (not the home page's first download): a page or a
// part of one asks for its areas, all at once, and renders once they are loaded, so it never flashes
// translation keys.
import { useEffect, type ComponentType } from 'react';
import { PageLoading } from '../PageLoading.tsx';
import { askTexts } from './earlyTexts.ts';
import { useI18n, type NamespaceLoaders } from './I18nProvider.tsx';

export type TextAreas = Readonly<Record<string, NamespaceLoaders>>;

/** Starts loading `areas` in the current language; true once all are there. */
export function useTexts(areas: TextAreas): boolean {
  const { namespaces, addNamespace } = useI18n();
  const ready = Object.keys(areas).every((name) => namespaces.has(name));
  useEffect(() => {
    if (!ready) for (const [name, loaders] of Object.entries(areas)) void addNamespace(name, loaders);
  }, [ready, areas, addNamespace]);
  return ready;
}

/**
 * `Page`, shown once `areas` are loaded (a loading indicator meanwhile). The areas are asked for as the
 * page's module loads, in the visitor's language, not after its first render: on a phone that render
 * comes hundreds of milliseconds later. `useTexts` then finds the chunks already there.
 */
export function withTexts<P extends object>(areas: TextAreas, Page: ComponentType<P>): ComponentType<P> {
  askTexts(areas);
  function WithTexts(props: P) {
    return useTexts(areas) ? <Page {...props} /> : <PageLoading />;
  }
  WithTexts.displayName = `withTexts(${Page.displayName ?? Page.name})`;
  return WithTexts;
}
