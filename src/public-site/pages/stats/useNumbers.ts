// Numbers in the reader's digits (Arabic-Indic in Arabic): counts grouped, years not, shares as percent.
import { useMemo } from 'react';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';

export interface Numbers {
  count: (n: number) => string;
  year: (n: number) => string;
  decimal: (n: number) => string;
  percent: (part: number, whole: number) => string;
}

export function useNumbers(): Numbers {
  const { locale } = useI18n();
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const year = new Intl.NumberFormat(locale, { useGrouping: false });
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    return {
      count: (n) => count.format(n),
      year: (n) => year.format(n),
      decimal: (n) => decimal.format(n),
      percent: (part, whole) => percent.format(whole === 0 ? 0 : part / whole),
    };
  }, [locale]);
}
