// The frame of every public page: language bar, navigation (and the offline mark under it), the content column (at most 1300 px,
// 50 px side padding, 30 px at 991 px and below) and the footer.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CONTENT_MAX_WIDTH } from '../../ui/theme.ts';
import { Footer } from './Footer.tsx';
import { LandingNotice } from './LandingNotice.tsx';
import { LanguageBar } from './LanguageBar.tsx';
import { NavBar } from './NavBar.tsx';
import { OfflineMark } from './OfflineMark.tsx';

export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header">
        <LanguageBar />
        <NavBar />
        <OfflineMark />
      </Box>
      <Box
        component="main"
        id="main"
        sx={(theme) => ({
          flexGrow: 1,
          width: '100%',
          maxWidth: CONTENT_MAX_WIDTH,
          mx: 'auto',
          px: '50px',
          py: 4,
          [theme.breakpoints.down('tablet')]: { px: '30px', py: 3 },
        })}
      >
        <LandingNotice />
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
