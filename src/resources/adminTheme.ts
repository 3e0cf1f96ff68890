// The back office wears the portal's colours and fonts (public-site/theme.ts) over react-admin's own
// default theme, which styles its layout, menus and tables.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { createPortalTheme } from '../public-site/theme.ts';

export function adminTheme(dir: 'rtl' | 'ltr'): RaThemeOptions {
  const portal = createPortalTheme(dir);
  return {
    ...defaultTheme,
    direction: dir,
    palette: {
      ...defaultTheme.palette,
      primary: portal.palette.primary,
      secondary: portal.palette.secondary,
      background: portal.palette.background,
    },
    shape: portal.shape,
    typography: { ...defaultTheme.typography, fontFamily: portal.typography.fontFamily },
    components: {
      ...defaultTheme.components,
      // A long record name in the title stops short of the buttons beside it.
      RaAppBar: { styleOverrides: { root: { '& .RaAppBar-title': { marginRight: 8 } } } },
      // On phones the language button keeps its icons only: the page title needs the room.
      RaLocalesMenuButton: {
        styleOverrides: {
          root: { [portal.breakpoints.down('sm')]: { '& .MuiButton-root': { fontSize: 0, minWidth: 0 } } },
        },
      },
    },
  };
}
