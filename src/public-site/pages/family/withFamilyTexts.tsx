// A family page renders once its areas' texts are there, so it never flashes translation keys.
import { useEffect, type ComponentType } from 'react';
import { useI18n, type NamespaceLoaders } from '../../i18n/I18nProvider.tsx';
import { PageLoading } from '../../guard/PageLoading.tsx';
import { FAMILY_TEXTS } from './familyTexts.ts';

/** `extra`: a page's own area besides the family's (the gallery's texts). */
export function withFamilyTexts<P extends object>(
  Page: ComponentType<P>,
  extra: Readonly<Record<string, NamespaceLoaders>> = {},
): ComponentType<P> {
  const AREAS = Object.entries({ ...FAMILY_TEXTS, ...extra });
  function WithFamilyTexts(props: P) {
    const { namespaces, addNamespace } = useI18n();
    const ready = AREAS.every(([name]) => namespaces.has(name));
    useEffect(() => {
      if (!ready) for (const [name, loaders] of AREAS) void addNamespace(name, loaders);
    }, [ready, addNamespace]);
    return ready ? <Page {...props} /> : <PageLoading />;
  }
  WithFamilyTexts.displayName = `withFamilyTexts(${Page.displayName ?? Page.name})`;
  return WithFamilyTexts;
}
