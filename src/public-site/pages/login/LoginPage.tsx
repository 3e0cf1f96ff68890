// /login (spec section 2), also the screen the guard shows a signed-out visitor on a family page.
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { BackToMainButton } from '../../BackToMainButton.tsx';
import { getStoredUser, isSessionExpired } from '../../../providers/session.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { LoginForm } from './LoginForm.tsx';
import { PasskeySignIn } from './PasskeySignIn.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';

/** Spec: on opening, a stored session whose expiry has passed is logged out and the page reloads. */
function useExpiredSessionReset() {
  const { signOut } = useSession();
  useEffect(() => {
    if (getStoredUser() && isSessionExpired()) void signOut().then(() => window.location.reload());
  }, [signOut]);
}

function AlreadySignedIn() {
  const t = useTranslate();
  const { role } = useSession();
  return (
    <>
      <Alert severity="info">{t('portal.login.alreadySignedIn')}</Alert>
      {/* Only a plain user lacks family permission; a family member or staff has it. */}
      {role === 'USER' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('portal.guard.needFamilyPermission')}
        </Alert>
      )}
      <ButtonRow sx={{ mt: 3 }}>
        <Button variant="contained" component={RouterLink} to="/profile">
          {t('portal.login.toProfile')}
        </Button>
        <BackToMainButton />
      </ButtonRow>
    </>
  );
}

export function LoginPage() {
  const t = useTranslate();
  const { role } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useExpiredSessionReset();
  // On /login itself success goes home; as the guard's screen elsewhere, the page it guards opens instead.
  const onLoginRoute = pathname === '/login';

  return (
    <PageSection titleKey="portal.login.title" title={t('portal.login.title')} narrow>
      {role !== 'ANONYMOUS' ? (
        <AlreadySignedIn />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, narrow: 4 } }}>
          {!onLoginRoute && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('portal.login.requiredHere')}
            </Alert>
          )}
          <LoginForm onSuccess={onLoginRoute ? () => navigate('/') : undefined} />
          <PasskeySignIn onSignedIn={() => onLoginRoute && navigate('/')} />
        </Paper>
      )}
    </PageSection>
  );
}
