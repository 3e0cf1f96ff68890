// A screen of the route table that is not built yet: the frame and the guard are real, the content says so.
import Alert from '@mui/material/Alert';
import { BackToMainButton } from '../BackToMainButton.tsx';
import { useTranslate } from '../i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';

export function ComingSoon({ screen }: { screen: string }) {
  const t = useTranslate();
  return (
    <PageSection titleKey={`portal.screens.${screen}`} title={t(`portal.screens.${screen}`)} narrow>
      <Alert severity="info">{t('portal.comingSoon.text')}</Alert>
      <BackToMainButton sx={{ mt: 3 }} />
    </PageSection>
  );
}
