// The frame of every public page: language bar, navigation (and the offline mark under it), the content column (at most 1300 px,
// 50 px side padding, 30 px at 991 px and below) and the footer.
import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { LandingNotice } from './LandingNotice.tsx';
import { LanguageBar } from './LanguageBar.tsx';
import { NavBar } from './NavBar.tsx';
import { OfflineMark } from './OfflineMark.tsx';
import classes from './PortalLayout.module.css';

export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <header>
        <LanguageBar />
        <NavBar />
        <OfflineMark />
      </header>
      <main id="main" className={classes.main}>
        <LandingNotice />
        {children}
      </main>
      <Footer />
    </div>
  );
}
