// The family's headline numbers as tiles: each a term and its value, the number drawn large above
// the words that say what it counts.
import Box from '@mui/material/Box';
import { FIGURE_GRID, FIGURE_HEIGHT } from './statsLayout.ts';

export interface KeyFigure {
  id: string;
  label: string;
  value: string;
}

export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <Box component="dl" sx={FIGURE_GRID}>
      {figures.map(({ id, label, value }) => (
        <Box
          key={id}
          data-figure={id}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            minHeight: FIGURE_HEIGHT,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.95rem', lineHeight: 1.3 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.2 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
