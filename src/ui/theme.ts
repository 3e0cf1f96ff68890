// The one theme of the public site: warm earth tones that sit well beside family photos,
// a system sans-serif stack that renders Arabic and Hebrew without a font download,
// and the breakpoints of spec section 1 (1170, 991, 500 and 380 px).
import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** Below this the footer's social links are hidden. */
    tiny: true;
    /** Small phones: tiles go to one column. */
    narrow: true;
    /** Below this (≤ 991 px) the side padding shrinks to 30 px. */
    tablet: true;
    /** Below this the menu collapses into a drawer. */
    desktop: true;
  }
}

export const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Noto Sans Hebrew"',
  'Tahoma',
  '"Geeza Pro"',
  '"Arial Hebrew"',
  'Roboto',
  'Arial',
  'sans-serif',
].join(', ');

export const CONTENT_MAX_WIDTH = 1300;

export function createPortalTheme(direction: 'rtl' | 'ltr'): Theme {
  return createTheme({
    direction,
    breakpoints: {
      values: { xs: 0, tiny: 380, narrow: 500, sm: 600, md: 900, tablet: 992, desktop: 1170, lg: 1200, xl: 1536 },
    },
    palette: {
      primary: { main: '#8a3b12', light: '#b5652f', dark: '#5f2608', contrastText: '#fff' },
      secondary: { main: '#4d5f26', light: '#7a8c4c', dark: '#33401a', contrastText: '#fff' },
      success: { main: '#2e6b30' },
      error: { main: '#b3261e' },
      background: { default: '#faf6f0', paper: '#ffffff' },
      text: { primary: '#2b2118', secondary: '#5c4d3f' },
      divider: 'rgba(60, 40, 20, 0.14)',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '2.1rem', fontWeight: 700, lineHeight: 1.3 },
      h2: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.35 },
      h3: { fontSize: '1.3rem', fontWeight: 600, lineHeight: 1.4 },
      body1: { lineHeight: 1.75 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // A numbered list counts in the page's digits, as its text does: ١. ٢. ٣. on an Arabic page. Without
      // weight (:where), so a list drawn without numbers (the line of fathers' breadcrumbs) stays so.
      MuiCssBaseline: { styleOverrides: { ':where(ol:lang(ar))': { listStyleType: 'arabic-indic' } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
