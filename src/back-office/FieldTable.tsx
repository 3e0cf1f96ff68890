// A record's fields as a table: each field's label, then its values in columns (before and after a change,
// what an undo writes, what a suggestion proposes), in the reader's language and digits. The history's
// change and a suggestion's diff show fields the same way.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocale, useTranslate } from 'react-admin';
import { fieldLabel, valueText } from './history/changeTexts.ts';

export interface FieldColumn<Row> {
  heading: string;
  value: (field: Row) => unknown;
  /** How the column's values look beside the others (an old value struck through). */
  sx?: SxProps<Theme>;
}

interface FieldTableProps<Row> {
  resource: string;
  fields: Row[];
  columns: FieldColumn<Row>[];
}

export function FieldTable<Row extends { name: string }>({ resource, fields, columns }: FieldTableProps<Row>) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Table size="small" sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.changes.field')}</TableCell>
          {columns.map((c) => (
            <TableCell key={c.heading}>{c.heading}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field.name}>
            <TableCell component="th" scope="row">
              {fieldLabel(translate, resource, field.name)}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.heading} sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(c.sx) ? c.sx : [c.sx])]}>
                {valueText(translate, locale, resource, field.name, c.value(field))}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
