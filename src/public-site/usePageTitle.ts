// The browser tab names the page, so a family member with many tabs (and a screen reader) knows where they are.
import { useEffect } from 'react';
import { useTranslate } from '../ui/i18n/I18nProvider.tsx';

export function usePageTitle(key: string): void {
  const t = useTranslate();
  const title = `${t(key)} · ${t('portal.siteName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
