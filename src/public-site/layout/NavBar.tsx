// The navigation bar: links in a row on wide screens; below 1170 px they fold behind a menu button
// into a panel that pushes the page down (a disclosure: no focus trap, no animation library).
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { navItems } from './navItems.ts';

function NavLinks({ vertical, onNavigate }: { vertical: boolean; onNavigate: () => void }) {
  const t = useTranslate();
  const { role, signOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const itemSx = vertical ? { justifyContent: 'flex-start', width: '100%', py: 1.25 } : { whiteSpace: 'nowrap' };

  const logout = async () => {
    onNavigate();
    await signOut();
    navigate('/');
  };

  return (
    <>
      {navItems(role).map((item) => (
        <Button
          key={item.to}
          component={RouterLink}
          to={item.to}
          color="inherit"
          onClick={onNavigate}
          aria-current={pathname === item.to ? 'page' : undefined}
          sx={{ ...itemSx, '&[aria-current="page"]': { bgcolor: 'rgba(255,255,255,0.14)' } }}
        >
          {t(item.label)}
        </Button>
      ))}
      {role === 'ANONYMOUS' ? (
        <Button component={RouterLink} to="/login" color="inherit" variant="outlined" onClick={onNavigate} sx={itemSx}>
          {t('portal.nav.login')}
        </Button>
      ) : (
        <Button color="inherit" variant="outlined" onClick={() => void logout()} sx={itemSx}>
          {t('portal.nav.logout')}
        </Button>
      )}
    </>
  );
}

export function NavBar() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <AppBar component="div" position="static" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60 } }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          onClick={close}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1, whiteSpace: 'nowrap' }}
        >
          {t('portal.siteName')}
        </Typography>
        <Box component="nav" aria-label={t('portal.nav.label')} sx={{ display: { xs: 'none', desktop: 'flex' }, gap: 0.5 }}>
          <NavLinks vertical={false} onNavigate={close} />
        </Box>
        <IconButton
          color="inherit"
          edge="end"
          aria-label={t(open ? 'portal.nav.closeMenu' : 'portal.nav.openMenu')}
          aria-expanded={open}
          aria-controls="portal-menu"
          onClick={() => setOpen((o) => !o)}
          sx={{ display: { desktop: 'none' } }}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      <Box
        component="nav"
        id="portal-menu"
        hidden={!open}
        aria-label={t('portal.nav.label')}
        sx={{ px: 2, pb: 2, flexDirection: 'column', display: { xs: open ? 'flex' : 'none', desktop: 'none' } }}
      >
        <NavLinks vertical onNavigate={close} />
      </Box>
    </AppBar>
  );
}
