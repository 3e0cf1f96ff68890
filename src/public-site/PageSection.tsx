// A page's heading and body in the content column: one h1 per page, readable line length for text.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UserText } from '../ui/UserText.tsx';
import { usePageTitle } from './usePageTitle.ts';

export function PageSection({
  titleKey,
  title,
  narrow,
  subtitle,
  children,
}: {
  titleKey: string;
  title: string;
  narrow?: boolean;
  /** A line that belongs with the title (a person's years under their name). */
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(titleKey);
  return (
    <Box component="section" sx={{ maxWidth: narrow ? 560 : 860, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {/* A title is often a name, a notice's subject or an activity's: it keeps its writer's direction. */}
        <UserText text={title} />
      </Typography>
      {subtitle && (
        // Close under the title, which keeps its own margin when alone; nothing at all when the line is empty.
        <Typography component="div" color="text.secondary" sx={{ mt: -2, mb: 3, '&:empty': { display: 'none' } }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Box>
  );
}
