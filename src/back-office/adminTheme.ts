// The back office wears the portal's colours and fonts (ui/theme.ts) over react-admin's own
// default theme, which styles its layout, menus and tables.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { createPortalTheme } from '../ui/theme.ts';
import { LocalMenuItem, renderLocalPageItem, renderLocalRowsPerPage } from './localPagination.tsx';

/** `loadingLabel` names react-admin's spinners and progress bars, which a screen reader otherwise announces unnamed. */
export function adminTheme(dir: 'rtl' | 'ltr', loadingLabel: string): RaThemeOptions {
  const portal = createPortalTheme(dir);
  return {
    ...defaultTheme,
    direction: dir,
    palette: {
      ...defaultTheme.palette,
      primary: portal.palette.primary,
      secondary: portal.palette.secondary,
      background: portal.palette.background,
      // Material's red (#d32f2f) reads at 3.8:1 on a grey toolbar; this one at 5.6:1 (WCAG AA wants 4.5).
      error: { ...defaultTheme.palette?.error, main: '#b71c1c' },
    },
    shape: portal.shape,
    typography: { ...defaultTheme.typography, fontFamily: portal.typography.fontFamily },
    components: {
      ...defaultTheme.components,
      // An empty list's message in the secondary text colour: react-admin's "disabled" grey is under the
      // 3:1 contrast even large text needs.
      RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: portal.palette.text.secondary } } } },
      // A menu entry longer than the menu's width ("GEDCOM: export and import", in any language) wraps to
      // a second line instead of ending in "…"; the collapsed menu shows icons only.
      RaMenu: { styleOverrides: { root: { '&.RaMenu-open .RaMenuItemLink-root .MuiTypography-root': { whiteSpace: 'normal' } } } },
      // A long record name in the title stops short of the buttons beside it, and ends in "…": react-admin wraps
      // the title's text in an inline-block, which a line cuts as one piece, mid-word, with no ellipsis.
      RaAppBar: {
        styleOverrides: {
          root: {
            '& .RaAppBar-title': { marginRight: 8 },
            '& .RaAppBar-title .RaConfigurable-root': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
          },
        },
      },
      MuiAutocomplete: portal.components?.MuiAutocomplete,
      MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
      MuiLinearProgress: { defaultProps: { 'aria-label': loadingLabel } },
      RaPaginationActions: { defaultProps: { renderItem: renderLocalPageItem } },
      MuiTablePagination: {
        defaultProps: { slots: { menuItem: LocalMenuItem }, slotProps: { select: { renderValue: renderLocalRowsPerPage } } },
      },
      // On phones the language button keeps its icons only: the page title needs the room.
      RaLocalesMenuButton: {
        styleOverrides: {
          root: { [portal.breakpoints.down('sm')]: { '& .MuiButton-root': { fontSize: 0, minWidth: 0 } } },
        },
      },
    },
  };
}
