// /users/{username}/modifyphone: the new number (the registration's phone rules). The server sends a
// code to it, and the confirm page opens with 5 fresh tries.
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { accountApi } from '../../../providers/accountApi.ts';
import modifyPhone from '../../../../schema/forms/modify-phone.json';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { AccountForm } from '../../../ui/forms/AccountForm.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { PhoneField } from './PhoneField.tsx';
import { useAccountRules } from './useAccountRules.ts';
import { isLockAnswer, isSmsLocked, noteSmsSend } from '../../../providers/smsLock.ts';
import { resetTries } from './verifyTries.ts';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

const modifyPhoneForm = () => modifyPhone;

function ModifyPhone() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { username = '' } = useParams();
  const { user, refresh } = useSession();
  const { rules, phone } = useAccountRules(modifyPhoneForm, 'newNumber');
  const form = useValidatedForm(rules);
  const locked = isSmsLocked(user?.numberOfSendSMS);

  const submit = form.handleSubmit(async ({ newNumber }) => {
    try {
      await accountApi.modifyNumber(username, newNumber);
    } catch (error) {
      const lockedNow = isLockAnswer(error);
      if (lockedNow) noteSmsSend(true);
      refresh();
      if (!lockedNow) throw error;
      // The catalogue's text for the lock speaks of activating the account: this account is active.
      return { kind: 'error', message: t('account.modifyPhone.locked') };
    }
    noteSmsSend(false);
    resetTries();
    navigate(`/ModifyNumberSMSVerify/${encodeURIComponent(username)}/${encodeURIComponent(newNumber)}`);
    return null;
  });

  return (
    <AccountPage screen="ModifyPhone">
      {/* The form stays: the lock is lifted by an admin, and the page says so rather than vanishing. */}
      {locked && !form.result && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('account.modifyPhone.locked')}
        </Alert>
      )}
      <AccountForm
        label={t('portal.screens.ModifyPhone')}
        submitLabel={t('account.modifyPhone.submit')}
        canSubmit={form.canSubmit}
        onSubmit={submit}
        result={form.result}
      >
        <PhoneField {...form.field('newNumber')} label={t('account.modifyPhone.newNumber')} regions={phone} />
      </AccountForm>
      <BackLinks
        links={[
          { to: '/profile', label: t('account.profile.back') },
          { to: '/contact-us', label: t('account.contactUs') },
        ]}
      />
    </AccountPage>
  );
}

export const ModifyPhonePage = withTexts(ACCOUNT_TEXTS, ModifyPhone);
