// The one theme of the public site: warm earth tones that sit well beside family photos,
// a system sans-serif stack that renders Arabic and Hebrew without a font download,
// and the breakpoints of spec section 1 (1170, 991, 500 and 380 px).
import { alpha, createTheme, type Theme } from '@mui/material/styles';

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

/**
 * The page's own script comes first: an Arabic or Hebrew page names its font (SCRIPT_FONTS) before the system's.
 * A browser that finds fonts through fontconfig (Chromium on Linux) tried each family before it for every run of
 * that script's text: named first, the first layout of the tree's family view took 111 → 80 ms on the phone profile
 * (4x slower CPU). The letters are those of the same font as before; the lines' baselines may sit a pixel apart, as
 * the first font's metrics set them.
 */
export const FONT_STACK = [
  'var(--script-font, system-ui)',
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

/** The start of FONT_STACK on a page of each right-to-left language, set on the document by its `lang`. */
const SCRIPT_FONTS = {
  ':root:lang(ar)': { '--script-font': '"Noto Sans Arabic", system-ui' },
  ':root:lang(he)': { '--script-font': '"Noto Sans Hebrew", system-ui' },
};

/**
 * The theme's values that the plain style sheets (`*.module.css`) use, as custom properties of the page:
 * what every page draws at its first render (the frame, the family's cards) is styled there rather than
 * by emotion, whose styles a phone computes component by component while it renders.
 */
const cssTokens = ({ palette, shape }: Theme) => ({
  '--portal-primary': palette.primary.main,
  '--portal-primary-light': palette.primary.light,
  '--portal-primary-dark': palette.primary.dark,
  '--portal-on-primary': palette.primary.contrastText,
  '--portal-primary-selected': alpha(palette.primary.main, palette.action.selectedOpacity),
  '--portal-secondary-dark': palette.secondary.dark,
  '--portal-text': palette.text.primary,
  '--portal-text-secondary': palette.text.secondary,
  '--portal-divider': palette.divider,
  '--portal-background': palette.background.default,
  '--portal-paper': palette.background.paper,
  '--portal-hover': palette.action.hover,
  '--portal-action': palette.action.active,
  '--portal-grey-300': palette.grey[300],
  '--portal-grey-400': palette.grey[400],
  '--portal-radius': `${shape.borderRadius}px`,
});

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
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          ':root': cssTokens(theme),
          ':where(ol:lang(ar))': { listStyleType: 'arabic-indic' },
          ...SCRIPT_FONTS,
        }),
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // A label waiting in an empty picker stops short of its arrow, at the end of the field (the left on an Arabic
      // page): MUI leaves it the field's whole width, so a long one ran its "…" under the arrow. The label starts
      // 12 px in and the input leaves the arrow 39 px at the other end: 52 px in all, with a pixel to spare.
      MuiAutocomplete: {
        styleOverrides: { root: { '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { maxWidth: 'calc(100% - 52px)' } } },
      },
    },
  });
}
