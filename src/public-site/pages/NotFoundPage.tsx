// Any path outside the route table (spec section 2).
import Typography from '@mui/material/Typography';
import { BackToMainButton } from '../BackToMainButton.tsx';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';

export function NotFoundPage() {
  const t = useTranslate();
  return (
    <PageSection titleKey="portal.errors.pageNotFound" title={t('portal.errors.pageNotFound')} narrow>
      <Typography sx={{ mb: 3 }}>{t('portal.notFound.text')}</Typography>
      <BackToMainButton variant="contained" />
    </PageSection>
  );
}
