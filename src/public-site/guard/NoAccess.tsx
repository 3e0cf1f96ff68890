// Spec section 6: a signed-in member whose role is too low sees why, and (as a plain user) how to ask.
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { BackToMainButton } from '../BackToMainButton.tsx';
import { useTranslate } from '../i18n/I18nProvider.tsx';
import { PageSection } from '../PageSection.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { ButtonRow } from '../ButtonRow.tsx';

export function NoAccess() {
  const t = useTranslate();
  const { role } = useSession();
  const familyOnly = role === 'USER';
  return (
    <PageSection titleKey="portal.guard.title" title={t('portal.guard.title')} narrow>
      <Alert severity="warning">
        <AlertTitle>{t(familyOnly ? 'portal.guard.entranceFamilyOnly' : 'portal.guard.staffOnly')}</AlertTitle>
        {familyOnly && t('portal.guard.needFamilyPermission')}
      </Alert>
      <ButtonRow sx={{ mt: 3 }}>
        {familyOnly && (
          <Button variant="contained" component={RouterLink} to="/profile">
            {t('portal.guard.requestPermission')}
          </Button>
        )}
        <BackToMainButton />
      </ButtonRow>
    </PageSection>
  );
}
