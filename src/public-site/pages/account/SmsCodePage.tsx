// /activateSMS/{username}: the code of the permission request. A confirmed phone means the identity
// check runs and an admin decides, which the page says once, with how the answer will come; it goes
// home 10 s later (spec section 9).
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { accountApi } from '../../../providers/accountApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { CodeEntryForm } from './CodeEntryForm.tsx';
import { useRedirectAfter } from './useRedirectAfter.ts';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

const PERMISSION_REDIRECT_MS = 10_000;

function SmsCode() {
  const t = useTranslate();
  const { username = '' } = useParams();
  const redirect = useRedirectAfter(PERMISSION_REDIRECT_MS, '/');

  // The server's own success text only says the phone is confirmed: this sentence says that and what follows.
  const onConfirmed = () => {
    redirect.start();
    return t('account.code.confirmed');
  };

  return (
    <AccountPage screen="SmsCodeEntry">
      <Typography sx={{ mb: 1 }}>{t('account.code.permissionIntro')}</Typography>
      <CodeEntryForm confirm={(code) => accountApi.confirmPermissionCode(username, code)} onConfirmed={onConfirmed} />
      {redirect.started && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('account.code.goingHome', { seconds: PERMISSION_REDIRECT_MS / 1000 })}
        </Alert>
      )}
      <BackLinks links={[{ to: '/profile', label: t('account.profile.back') }]} />
    </AccountPage>
  );
}

export const SmsCodePage = withTexts(ACCOUNT_TEXTS, SmsCode);
