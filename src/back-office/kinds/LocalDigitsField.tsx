// A number or a DD-MM-YYYY date in the reader's digits (Arabic-Indic on an Arabic page), as every text
// of the portal writes numbers; a date keeps the wire's day-month-year order, the portal's way of writing it.
import { FunctionField, useTranslate, type FieldProps } from 'react-admin';
import { useLocalNumber } from '../useLocalNumber.ts';

export function LocalDigitsField({ source, emptyText, ...props }: FieldProps & { source: string }) {
  const translate = useTranslate();
  const local = useLocalNumber();
  return (
    <FunctionField
      {...props}
      source={source}
      render={(record) => {
        const value = record?.[source];
        if (value === null || value === undefined || value === '') return emptyText ? translate(emptyText, { _: emptyText }) : null;
        return local(typeof value === 'number' ? value : String(value));
      }}
    />
  );
}
