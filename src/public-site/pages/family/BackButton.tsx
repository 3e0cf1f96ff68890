// Back to where the reader came from; a page opened in a new tab (the full profile) has no such
// place, and goes to `fallback` instead.
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

export function BackButton({ fallback, size }: { fallback: string; size?: 'medium' | 'large' }) {
  const t = useTranslate();
  const navigate = useNavigate();
  // React Router names the first entry of a tab "default".
  const firstPage = useLocation().key === 'default';
  return (
    <Button variant="outlined" size={size} onClick={() => (firstPage ? navigate(fallback) : navigate(-1))}>
      {t('family.common.back')}
    </Button>
  );
}
