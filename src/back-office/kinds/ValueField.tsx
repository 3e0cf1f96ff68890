// A field of a list or record page that shows its value its own way (in the reader's digits, as said, as a
// picture): an empty value shows the page's empty text, so each kind writes only how a value reads.
import type { ReactNode } from 'react';
import { FunctionField, useTranslate, type FieldProps } from 'react-admin';

export interface ValueFieldProps extends FieldProps {
  source: string;
  /** How a value that is there reads; null, undefined and '' never reach it. */
  show: (value: unknown) => ReactNode;
}

export function ValueField({ source, emptyText, show, ...props }: ValueFieldProps) {
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      source={source}
      render={(record) => {
        const value: unknown = record?.[source];
        if (value === null || value === undefined || value === '') return emptyText ? translate(emptyText, { _: emptyText }) : null;
        return show(value);
      }}
    />
  );
}
