// A page's heading and body in the content column: one h1 per page, readable line length for text.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './usePageTitle.ts';

export function PageSection({
  titleKey,
  title,
  narrow,
  children,
}: {
  titleKey: string;
  title: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  usePageTitle(titleKey);
  return (
    <Box component="section" sx={{ maxWidth: narrow ? 560 : 860, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
