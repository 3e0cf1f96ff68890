// A date as remembered (`format: "partial-date"`) in a back-office list or record page: said as the
// reader's language says it ("حوالي ١٩٤٨", "about 1948", "בערך 1948"), in the reader's digits.
import { FunctionField, useLocaleState, useTranslate, type FieldProps } from 'react-admin';
import { isLanguage } from '../../../common/model/languages.ts';
import { saidDate } from '../../ui/saidDate.ts';

export function PartialDateField({ source, emptyText, ...props }: FieldProps & { source: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <FunctionField
      {...props}
      source={source}
      render={(record) => {
        const value = record?.[source];
        if (typeof value !== 'string' || value === '') return emptyText ? translate(emptyText, { _: emptyText }) : null;
        return saidDate(value, translate, isLanguage(locale) ? locale : 'en');
      }}
    />
  );
}
