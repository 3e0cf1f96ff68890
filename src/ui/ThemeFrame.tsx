// Theme and style cache for the active writing direction. Arabic and Hebrew get an emotion cache
// whose stylis step mirrors every left/right rule (mirrorRtl.ts), so components are written once, left-to-right.
import { useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { mirrorRtl } from './mirrorRtl.ts';
import { createPortalTheme } from './theme.ts';

const caches: Partial<Record<'rtl' | 'ltr', EmotionCache>> = {};

function cacheFor(dir: 'rtl' | 'ltr'): EmotionCache {
  caches[dir] ??= createCache(
    dir === 'rtl' ? { key: 'muirtl', stylisPlugins: [prefixer, mirrorRtl] } : { key: 'mui', stylisPlugins: [prefixer] },
  );
  return caches[dir];
}

export function ThemeFrame({ dir, children }: { dir: 'rtl' | 'ltr'; children: ReactNode }) {
  const theme = useMemo(() => createPortalTheme(dir), [dir]);
  return (
    <CacheProvider value={cacheFor(dir)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
