// /ModifyNumberSMSVerify/{username}/{newNumber}: the code sent to the new number. On success the
// stored user is cleared and, 5 s later, /profile opens, which then asks to log in again (spec section 4).
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { accountApi } from '../../../providers/accountApi.ts';
import { clearStoredUser } from '../../../providers/session.ts';
import { messageKey } from '../../../../common/model/messages.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { CodeEntryForm } from './CodeEntryForm.tsx';
import { useRedirectAfter } from './useRedirectAfter.ts';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

const PHONE_CHANGE_REDIRECT_MS = 5_000;

function ModifyNumberVerify() {
  const t = useTranslate();
  const { username = '', newNumber = '' } = useParams();
  const { refresh } = useSession();
  // Cleared when leaving, not at once: the guard would otherwise replace the success message by the login.
  const redirect = useRedirectAfter(PHONE_CHANGE_REDIRECT_MS, '/profile', () => {
    clearStoredUser();
    refresh();
  });

  const onConfirmed = (message: string) => {
    redirect.start();
    return t(messageKey(message) ?? 'portal.errors.phoneChanged');
  };

  return (
    <AccountPage screen="ModifyNumberVerify">
      <Typography sx={{ mb: 1 }}>{t('account.code.phoneIntro', { phone: newNumber })}</Typography>
      <CodeEntryForm confirm={(code) => accountApi.confirmNewNumber(username, newNumber, code)} onConfirmed={onConfirmed} />
      {redirect.started && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('account.code.loginAgain', { seconds: PHONE_CHANGE_REDIRECT_MS / 1000 })}
        </Alert>
      )}
      <BackLinks links={[{ to: '/profile', label: t('account.profile.back') }]} />
    </AccountPage>
  );
}

export const ModifyNumberVerifyPage = withTexts(ACCOUNT_TEXTS, ModifyNumberVerify);
