// A date as remembered (`format: "partial-date"`) in a back-office list or record page: said as the
// reader's language says it ("حوالي ١٩٤٨", "about 1948", "בערך 1948"), in the reader's digits.
import { useLocaleState, useTranslate, type FieldProps } from 'react-admin';
import { isLanguage } from '../../../common/model/languages.ts';
import { saidDate } from '../../ui/saidDate.ts';
import { ValueField } from './ValueField.tsx';

export function PartialDateField(props: FieldProps & { source: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return <ValueField {...props} show={(value) => saidDate(String(value), translate, isLanguage(locale) ? locale : 'en')} />;
}
