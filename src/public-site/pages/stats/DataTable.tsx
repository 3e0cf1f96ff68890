// Figures as a real table: the first cell of each row heads it, so a screen reader reads "1950–1959,
// Births, 2" rather than loose numbers.
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface TableRowData {
  key: string | number;
  cells: readonly ReactNode[];
}

export function DataTable({ caption, headers, rows }: { caption: string; headers: readonly string[]; rows: readonly TableRowData[] }) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          {headers.map((header, i) => (
            <TableCell key={header} component="th" scope="col" align={i === 0 ? 'left' : 'right'}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ key, cells }) => (
          <TableRow key={key}>
            {cells.map((cell, i) =>
              i === 0 ? (
                <TableCell key={i} component="th" scope="row">
                  {cell}
                </TableCell>
              ) : (
                <TableCell key={i} align="right">
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
