// A number or a DD-MM-YYYY date in the reader's digits (Arabic-Indic on an Arabic page), as every text
// of the portal writes numbers; a date keeps the wire's day-month-year order, the portal's way of writing it.
import { FunctionField, useLocaleState, useTranslate, type FieldProps } from 'react-admin';
import { isLanguage } from '../../../common/model/languages.ts';
import { localDigits } from '../../../common/model/translate.ts';

export function LocalDigitsField({ source, emptyText, ...props }: FieldProps & { source: string }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const digits = isLanguage(locale) ? localDigits(locale) : String;
  return (
    <FunctionField
      {...props}
      source={source}
      render={(record) => {
        const value = record?.[source];
        if (value === null || value === undefined || value === '') return emptyText ? translate(emptyText, { _: emptyText }) : null;
        // Digit by digit, so that a date's leading zeros stay.
        return String(value).replace(/[0-9]/g, (digit) => digits(Number(digit)));
      }}
    />
  );
}
