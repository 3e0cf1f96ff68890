// The calendar pages' texts (the `calendar` area of i18n/*.json), loaded with them beside the family
// pages' areas (field labels, back and submit): the home page never carries them.
import { useEffect, type ComponentType } from 'react';
import { useI18n, type NamespaceLoaders } from '../../i18n/I18nProvider.tsx';
import { PageLoading } from '../../guard/PageLoading.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';

const CALENDAR_TEXTS: NamespaceLoaders = {
  ar: () => import('../../../../i18n/ar.json?calendar.json').then((m) => m.calendar),
  en: () => import('../../../../i18n/en.json?calendar.json').then((m) => m.calendar),
  he: () => import('../../../../i18n/he.json?calendar.json').then((m) => m.calendar),
};

/** True once the calendar texts are there in the current language. */
export function useCalendarTexts(): boolean {
  const { namespaces, addNamespace } = useI18n();
  const ready = namespaces.has('calendar');
  useEffect(() => {
    if (!ready) void addNamespace('calendar', CALENDAR_TEXTS);
  }, [ready, addNamespace]);
  return ready;
}

export function withCalendarTexts<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithCalendarTexts(props: P) {
    return useCalendarTexts() ? <Page {...props} /> : <PageLoading />;
  }
  WithCalendarTexts.displayName = `withCalendarTexts(${Page.displayName ?? Page.name})`;
  return withFamilyTexts(WithCalendarTexts);
}
