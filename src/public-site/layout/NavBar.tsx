// The navigation bar: links in a row on wide screens; below 1170 px they fold behind a menu button
// into a panel that pushes the page down (a disclosure: no focus trap, no animation library). A family
// member's family pages are one more disclosure in the row, and a titled group in the panel. Only the form the
// screen's width calls for is rendered, and the panel's links only while it is open: on a phone, the first render
// of every page no longer makes the row's buttons nor the closed panel's, which nobody sees.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';
import { treeRootPath, useSiteConfig } from '../config/siteConfig.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { isGroup, navEntries, type NavGroup, type NavLink } from './navItems.ts';
import classes from './NavBar.module.css';

const CURRENT = { '&[aria-current="page"]': { bgcolor: 'rgba(255,255,255,0.14)' } };
const itemSx = (vertical: boolean) => (vertical ? { justifyContent: 'flex-start', width: '100%', py: 1.25 } : { whiteSpace: 'nowrap' });

function LinkButton({ link, vertical, onNavigate }: { link: NavLink; vertical: boolean; onNavigate: () => void }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  return (
    <Button
      component={RouterLink}
      to={link.to}
      color="inherit"
      onClick={onNavigate}
      aria-current={pathname === link.to ? 'page' : undefined}
      sx={{ ...itemSx(vertical), ...CURRENT }}
    >
      {t(link.label)}
    </Button>
  );
}

/** In the row: a button that opens the group's links under it; Escape, a click elsewhere or leaving it closes them. */
function GroupMenu({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const within = group.links.some((link) => link.to === pathname);
  return (
    <Box ref={box} onKeyDown={onKeyDown} onBlur={onBlur} sx={{ position: 'relative' }}>
      <Button
        ref={button}
        color="inherit"
        aria-expanded={open}
        aria-controls="family-menu"
        onClick={() => setOpen(!open)}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ ...itemSx(false), ...(within && { bgcolor: 'rgba(255,255,255,0.14)' }) }}
      >
        {t(group.label)}
      </Button>
      <Paper
        component="ul"
        id="family-menu"
        hidden={!open}
        elevation={6}
        sx={(theme) => ({
          position: 'absolute',
          top: '100%',
          insetInlineStart: 0,
          zIndex: theme.zIndex.appBar + 1,
          m: 0,
          mt: 0.5,
          minWidth: 260,
          py: 1,
          px: 0,
          listStyle: 'none',
        })}
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <Box
              component={RouterLink}
              to={link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
              sx={(theme) => ({
                display: 'block',
                px: 2,
                py: 1.25,
                color: 'text.primary',
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: `3px solid ${theme.palette.primary.light}`, outlineOffset: -3 },
                '&[aria-current="page"]': { bgcolor: 'action.selected', fontWeight: 600 },
              })}
            >
              {t(link.label)}
            </Box>
          </li>
        ))}
      </Paper>
    </Box>
  );
}

/** In the folded panel: the group's title and its links, all in sight, no second tap. */
function GroupList({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const t = useTranslate();
  return (
    <Box role="group" aria-labelledby="family-menu-title" sx={{ py: 0.5 }}>
      <Typography id="family-menu-title" variant="body2" component="p" sx={{ px: 1, pt: 1, pb: 0.5, fontWeight: 700, opacity: 0.85 }}>
        {t(group.label)}
      </Typography>
      <Box sx={{ paddingInlineStart: 1.5, borderInlineStart: '2px solid rgba(255,255,255,0.3)' }}>
        {group.links.map((link) => (
          <LinkButton key={link.to} link={link} vertical onNavigate={onNavigate} />
        ))}
      </Box>
    </Box>
  );
}

function NavLinks({ vertical, onNavigate }: { vertical: boolean; onNavigate: () => void }) {
  const t = useTranslate();
  const { role, signOut } = useSession();
  const navigate = useNavigate();
  const entries = navEntries(role, treeRootPath(useSiteConfig()));

  const logout = async () => {
    onNavigate();
    await signOut();
    navigate('/');
  };

  return (
    <>
      {entries.map((entry) =>
        !isGroup(entry) ? (
          <LinkButton key={entry.to} link={entry} vertical={vertical} onNavigate={onNavigate} />
        ) : vertical ? (
          <GroupList key={entry.label} group={entry} onNavigate={onNavigate} />
        ) : (
          <GroupMenu key={entry.label} group={entry} onNavigate={onNavigate} />
        ),
      )}
      {role === 'ANONYMOUS' ? (
        <Button component={RouterLink} to="/login" color="inherit" variant="outlined" onClick={onNavigate} sx={itemSx(vertical)}>
          {t('portal.nav.login')}
        </Button>
      ) : (
        <Button color="inherit" variant="outlined" onClick={() => void logout()} sx={itemSx(vertical)}>
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
  // Read at the first render (no server rendering), so that a phone never renders the row.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('desktop'), { noSsr: true });

  return (
    <div className={classes.bar}>
      <div className={classes.toolbar}>
        <RouterLink to="/" onClick={close} className={classes.siteName}>
          {t('portal.siteName')}
        </RouterLink>
        {wide ? (
          <nav aria-label={t('portal.nav.label')} className={classes.row}>
            <NavLinks vertical={false} onNavigate={close} />
          </nav>
        ) : (
          <button
            type="button"
            className={classes.menuButton}
            aria-label={t(open ? 'portal.nav.closeMenu' : 'portal.nav.openMenu')}
            aria-expanded={open}
            aria-controls="portal-menu"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        )}
      </div>
      {!wide && (
        <nav id="portal-menu" hidden={!open} aria-label={t('portal.nav.label')} className={classes.panel}>
          {open && <NavLinks vertical onNavigate={close} />}
        </nav>
      )}
    </div>
  );
}
