// /activationerror: where a failed activation link leads. The link may be used or past its 48 hours;
// the family's admins can send a new one, so the page points to them.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

function ActivationError() {
  const t = useTranslate();
  return (
    <AccountPage screen="ActivationError">
      <Alert severity="error">{t('portal.errors.activationFailed')}</Alert>
      <Typography sx={{ mt: 2 }}>{t('account.activation.help')}</Typography>
      <BackLinks
        links={[
          { to: '/login', label: t('account.toLogin') },
          { to: '/contact-us', label: t('account.contactUs') },
        ]}
      />
    </AccountPage>
  );
}

export const ActivationErrorPage = withTexts(ACCOUNT_TEXTS, ActivationError);
