// What the portal is and how to reach the family's administrators (spec section 2: information section
// and contact link). The steps into the family's pages are shown to those who still have them to take:
// a visitor both, a plain user the permission, a family member neither.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import type { Role } from '../../../../common/model/roles.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';

/** Each point and the roles it concerns. */
const POINTS: ReadonlyArray<{ key: string; for: readonly Role[] | 'all' }> = [
  { key: 'register', for: ['ANONYMOUS'] },
  { key: 'permission', for: ['ANONYMOUS', 'USER'] },
  { key: 'privacy', for: 'all' },
];

export function InfoSection() {
  const t = useTranslate();
  const { role } = useSession();
  const points = POINTS.filter((p) => p.for === 'all' || p.for.includes(role));
  return (
    <Box component="section" aria-labelledby="info-title">
      <Typography id="info-title" variant="h2" sx={{ mb: 1 }}>
        {t('portal.info.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('portal.info.text')}</Typography>
      <Box component="ul" sx={{ m: 0, mb: 3, pl: 3 }}>
        {points.map(({ key }) => (
          <Typography component="li" key={key} sx={{ mb: 1 }}>
            {t(`portal.info.points.${key}`)}
          </Typography>
        ))}
      </Box>
      <Button variant="outlined" component={RouterLink} to="/contact-us" startIcon={<ContactMailIcon />}>
        {t('portal.info.contact')}
      </Button>
    </Box>
  );
}
