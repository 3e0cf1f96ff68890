// A screen of the route table that is not built yet: the frame and the guard are real, the content says so.
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from '../i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';

export function ComingSoon({ screen }: { screen: string }) {
  const t = useTranslate();
  return (
    <PageSection titleKey={`portal.screens.${screen}`} title={t(`portal.screens.${screen}`)} narrow>
      <Alert severity="info">{t('portal.comingSoon.text')}</Alert>
      <Button variant="outlined" component={RouterLink} to="/" sx={{ mt: 3 }}>
        {t('portal.common.backToMain')}
      </Button>
    </PageSection>
  );
}
