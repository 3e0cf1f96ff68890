// The footer: the family's social links (from the site configuration, spec section 1) and the
// contact page. The social bar is hidden below 380 px, where it would crowd the screen.
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import CampaignIcon from '@mui/icons-material/Campaign';
import GroupsIcon from '@mui/icons-material/Groups';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useSiteConfig, type SiteConfig } from '../config/siteConfig.ts';
import { localDigits } from '../../../common/model/translate.ts';
import { useI18n } from '../../ui/i18n/I18nProvider.tsx';
import classes from './Footer.module.css';

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
    <footer className={classes.footer}>
      <ul aria-label={t('portal.footer.social')} className={classes.social}>
        {links.map(({ key, icon, href }) => (
          <li key={key}>
            {href!.startsWith('/') ? (
              <RouterLink to={href!} className={classes.socialLink} aria-label={t(`portal.footer.${key}`)}>
                {icon}
              </RouterLink>
            ) : (
              <a
                href={href!}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.socialLink}
                aria-label={t(`portal.footer.${key}`)}
              >
                {icon}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className={classes.copyright}>
        © {localDigits(lang)(new Date().getFullYear())} {t('portal.siteName')} ·{' '}
        <RouterLink to="/contact-us" className={classes.contact}>
          {t('portal.footer.contact')}
        </RouterLink>
      </p>
    </footer>
  );
}
