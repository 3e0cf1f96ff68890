// Shown while a page's chunk loads. It keeps the content area's height so the footer does not jump.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from './i18n/I18nProvider.tsx';

export function PageLoading() {
  const t = useTranslate();
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('portal.common.loading')} />
    </Box>
  );
}
