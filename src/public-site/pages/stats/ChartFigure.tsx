// One chart with its figures as a table. The drawing is for the eye only (hidden from screen readers);
// the table carries the same numbers and is always read by screen readers. On screen it shows on demand,
// so a phone's page stays short.
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { visuallyHidden } from '../tree/visuallyHidden.ts';
import { DataTable, type TableRowData } from './DataTable.tsx';

export interface ChartFigureProps {
  title: string;
  /** h2 for a section of its own, h3 for one of a pair under a shared heading. */
  level?: 'h2' | 'h3';
  note?: string;
  chart: ReactNode;
  headers: readonly string[];
  rows: readonly TableRowData[];
}

export function ChartFigure({ title, level = 'h2', note, chart, headers, rows }: ChartFigureProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  // Nothing to draw (no birth date recorded, no woman yet...): no empty frame, and no chart library
  // text in a language the page does not speak.
  if (rows.length === 0) return null;
  return (
    <Box component="section" sx={{ minWidth: 0 }} data-testid="stats-chart">
      <Typography variant={level} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {note && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <Box aria-hidden="true">{chart}</Box>
      <Button size="small" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((o) => !o)}>
        {t(open ? 'stats.hideTable' : 'stats.showTable')}
      </Button>
      <Box id={tableId} sx={open ? { mt: 1 } : visuallyHidden}>
        <DataTable caption={title} headers={headers} rows={rows} />
      </Box>
    </Box>
  );
}
