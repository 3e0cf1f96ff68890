// A number or a DD-MM-YYYY date in the reader's digits (Arabic-Indic on an Arabic page), as every text
// of the portal writes numbers; a date keeps the wire's day-month-year order, the portal's way of writing it.
import type { FieldProps } from 'react-admin';
import { useLocalNumber } from '../useLocalNumber.ts';
import { ValueField } from './ValueField.tsx';

export function LocalDigitsField(props: FieldProps & { source: string }) {
  const local = useLocalNumber();
  return <ValueField {...props} show={(value) => local(typeof value === 'number' ? value : String(value))} />;
}
