// The way home that many pages end with.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from '../ui/i18n/I18nProvider.tsx';

export function BackToMainButton({ variant = 'outlined', sx }: { variant?: 'outlined' | 'contained'; sx?: SxProps<Theme> }) {
  const t = useTranslate();
  return (
    <Button variant={variant} component={RouterLink} to="/" sx={sx}>
      {t('portal.common.backToMain')}
    </Button>
  );
}
