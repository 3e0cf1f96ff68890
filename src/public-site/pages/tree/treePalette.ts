// The tree's colours from the portal's theme, so the canvas matches the pages around it. Gender
// colours are the ones the family reads at a glance: blue for men, rose for women.
import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import type { TreePalette } from './drawTree.ts';

export function useTreePalette(): TreePalette {
  const theme = useTheme();
  return useMemo(
    () => ({
      male: '#1565c0',
      female: '#c2185b',
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
