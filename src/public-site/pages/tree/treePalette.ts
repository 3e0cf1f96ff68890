// The tree's colours from the portal's theme, so the canvas matches the pages around it. Gender
// colours are the ones the family reads at a glance: blue for men, rose for women.
import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import type { TreePalette } from './drawTree.ts';

/** The colours of a printed poster: the gender colours on white paper, whatever the page's theme. */
export const PRINT_PALETTE: TreePalette = {
  male: '#1565c0',
  female: '#c2185b',
  line: '#9e9e9e',
  card: '#ffffff',
  background: '#ffffff',
  text: '#212121',
  focus: '#ed6c02',
  mark: '#2e7d32',
};

export function useTreePalette(): TreePalette {
  const theme = useTheme();
  return useMemo(
    () => ({
      male: PRINT_PALETTE.male,
      female: PRINT_PALETTE.female,
      line: theme.palette.grey[500],
      card: theme.palette.background.paper,
      background: theme.palette.background.default,
      text: theme.palette.text.primary,
      focus: theme.palette.warning.main,
      mark: theme.palette.success.main,
    }),
    [theme],
  );
}
