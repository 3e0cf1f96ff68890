// Buttons and links side by side, wrapping onto the next line on a narrow phone.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export function ButtonRow({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Box>
  );
}
