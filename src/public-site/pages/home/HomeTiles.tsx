// The six doors of the home page (spec section 2). Family-only pages are shown to everyone: the
// guard on the page itself explains what a visitor needs to enter.
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import EventIcon from '@mui/icons-material/Event';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import InfoIcon from '@mui/icons-material/Info';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

const TILES: ReadonlyArray<{ to: string; key: string; icon: ReactElement }> = [
  { to: '/family-activities', key: 'activities', icon: <EventIcon fontSize="large" /> },
  { to: '/family-notification', key: 'notifications', icon: <NotificationsIcon fontSize="large" /> },
  { to: '/family-tree-instruction', key: 'tree', icon: <AccountTreeIcon fontSize="large" /> },
  { to: '/family-gallery', key: 'gallery', icon: <PhotoLibraryIcon fontSize="large" /> },
  { to: '/family-history', key: 'history', icon: <HistoryEduIcon fontSize="large" /> },
  { to: '/family-aboutus', key: 'about', icon: <InfoIcon fontSize="large" /> },
];

export function HomeTiles() {
  const t = useTranslate();
  return (
    <Box component="section" aria-labelledby="tiles-title">
      <Typography id="tiles-title" variant="h2" sx={{ mb: 2 }}>
        {t('portal.home.tilesTitle')}
      </Typography>
      <Box
        component="ul"
        sx={(theme) => ({
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(3, 1fr)',
          [theme.breakpoints.down('tablet')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [theme.breakpoints.down('narrow')]: { gridTemplateColumns: '1fr' },
        })}
      >
        {TILES.map(({ to, key, icon }) => (
          <li key={key}>
            <Box
              component={RouterLink}
              to={to}
              sx={(theme) => ({
                height: '100%',
                display: 'flex',
                alignItems: 'flex-start',
                gap: 2,
                p: 2.5,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'inherit',
                textDecoration: 'none',
                transition: 'border-color 120ms, box-shadow 120ms',
                '&:hover': { borderColor: 'primary.light', boxShadow: '0 2px 10px rgba(60,40,20,0.10)' },
                '&:focus-visible': { outline: `3px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
              })}
            >
              <Box sx={{ color: 'primary.main', flexShrink: 0 }} aria-hidden>
                {icon}
              </Box>
              <Box>
                <Typography variant="h3" component="span" sx={{ display: 'block' }}>
                  {t(`portal.home.tiles.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`portal.home.tiles.${key}.text`)}
                </Typography>
              </Box>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
