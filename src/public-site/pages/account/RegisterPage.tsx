// /register (spec sections 2 and 5): full name, username, e-mail, password and phone. After success the
// form gives way to a check-your-mail message; a signed-in visitor is told so instead.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { BackToMainButton } from '../../BackToMainButton.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

function AlreadySignedIn() {
  const t = useTranslate();
  const { signOut } = useSession();
  return (
    <>
      <Alert severity="info">{t('account.register.alreadySignedIn')}</Alert>
      <ButtonRow sx={{ mt: 3 }}>
        <Button variant="contained" onClick={() => void signOut()}>
          {t('portal.nav.logout')}
        </Button>
        <BackToMainButton />
      </ButtonRow>
    </>
  );
}

function CheckYourMail() {
  const t = useTranslate();
  return (
    <>
      <Alert severity="success">{t('account.register.checkMail')}</Alert>
      <Button variant="contained" component={RouterLink} to="/login" sx={{ mt: 3 }}>
        {t('account.toLogin')}
      </Button>
    </>
  );
}

function Register() {
  const t = useTranslate();
  const { role } = useSession();
  const [registered, setRegistered] = useState(false);
  let content = (
    <>
      <RegisterForm onRegistered={() => setRegistered(true)} />
      <BackLinks links={[{ to: '/login', label: t('account.register.haveAccount') }]} />
    </>
  );
  if (registered) content = <CheckYourMail />;
  else if (role !== 'ANONYMOUS') content = <AlreadySignedIn />;
  return <AccountPage screen="Register">{content}</AccountPage>;
}

export const RegisterPage = withTexts(ACCOUNT_TEXTS, Register);
