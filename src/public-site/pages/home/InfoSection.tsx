// What the portal is and how to reach the family's administrators (spec section 2: information section and contact link).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

const POINTS = ['register', 'permission', 'privacy'] as const;

export function InfoSection() {
  const t = useTranslate();
  return (
    <Box component="section" aria-labelledby="info-title">
      <Typography id="info-title" variant="h2" sx={{ mb: 1 }}>
        {t('portal.info.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('portal.info.text')}</Typography>
      <Box component="ul" sx={{ m: 0, mb: 3, pl: 3 }}>
        {POINTS.map((p) => (
          <Typography component="li" key={p} sx={{ mb: 1 }}>
            {t(`portal.info.points.${p}`)}
          </Typography>
        ))}
      </Box>
      <Button variant="outlined" component={RouterLink} to="/contact-us" startIcon={<ContactMailIcon />}>
        {t('portal.info.contact')}
      </Button>
    </Box>
  );
}
