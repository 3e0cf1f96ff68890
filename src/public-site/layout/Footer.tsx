// The footer: the family's social links (from the site configuration, spec section 1) and the
// contact page. The social bar is hidden below 380 px, where it would crowd the screen.
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CampaignIcon from '@mui/icons-material/Campaign';
import GroupsIcon from '@mui/icons-material/Groups';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useSiteConfig, type SiteConfig } from '../config/siteConfig.ts';
import { localDigits } from '../../../common/model/translate.ts';
import { useI18n } from '../../ui/i18n/I18nProvider.tsx';

const SOCIAL: ReadonlyArray<{ key: keyof SiteConfig['social']; icon: ReactElement }> = [
  { key: 'group', icon: <GroupsIcon /> },
  { key: 'photos', icon: <PhotoCameraIcon /> },
  { key: 'microblog', icon: <CampaignIcon /> },
  { key: 'mail', icon: <MailOutlineIcon /> },
];

/** A configured address, or for mail without one the contact form. */
function socialHref(key: keyof SiteConfig['social'], value: string): string | null {
  if (key === 'mail') return value ? (value.includes(':') ? value : `mailto:${value}`) : '/contact-us';
  return value || null;
}

export function Footer() {
  const { t, lang } = useI18n();
  const { social } = useSiteConfig();
  const links = SOCIAL.map((s) => ({ ...s, href: socialHref(s.key, social[s.key]) })).filter((s) => s.href !== null);

  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.dark', color: 'common.white', mt: 'auto' }}>
      <Box
        component="ul"
        aria-label={t('portal.footer.social')}
        sx={{ display: { xs: 'none', tiny: 'flex' }, justifyContent: 'center', gap: 1, listStyle: 'none', m: 0, p: 1 }}
      >
        {links.map(({ key, icon, href }) => (
          <li key={key}>
            {href!.startsWith('/') ? (
              <IconButton component={RouterLink} to={href!} color="inherit" aria-label={t(`portal.footer.${key}`)}>
                {icon}
              </IconButton>
            ) : (
              <IconButton
                component="a"
                href={href!}
                target="_blank"
                rel="noopener noreferrer"
                color="inherit"
                aria-label={t(`portal.footer.${key}`)}
              >
                {icon}
              </IconButton>
            )}
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center', pb: 2, pt: { xs: 2, tiny: 0 }, px: 2 }}>
        © {localDigits(lang)(new Date().getFullYear())} {t('portal.siteName')} ·{' '}
        <Link component={RouterLink} to="/contact-us" color="inherit" underline="always">
          {t('portal.footer.contact')}
        </Link>
      </Typography>
    </Box>
  );
}
