// /activate/{username}/{token}: the link of the registration mail. Opening it activates the account;
// success logs out whoever is signed in here and goes home, failure goes to /activationerror. The
// outcome stays on screen a moment first, so the family member sees what happened. A link opened
// again once the account is active says so and offers the sign-in, with no error and no redirect.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '../../../../common/model/messages.ts';
import { accountApi } from '../../../providers/accountApi.ts';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { AccountPage } from './AccountPage.tsx';
import { BackLinks } from './BackLinks.tsx';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';
import { ACCOUNT_TEXTS } from './accountTexts.ts';

/** How long the outcome shows before the next page opens. */
const ACTIVATION_OUTCOME_MS = 3_000;

function ActivateAccount() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { username = '', token = '' } = useParams();
  const { signOut } = useSession();
  const [outcome, setOutcome] = useState<'activated' | 'alreadyActive' | 'failed' | null>(null);
  // The token works once: React's development double effect must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    accountApi.activate(username, token).then(
      async ({ message }) => {
        if (message === MESSAGES.alreadyActive) return setOutcome('alreadyActive');
        await signOut();
        setOutcome('activated');
      },
      () => setOutcome('failed'),
    );
  }, [username, token, signOut]);

  useEffect(() => {
    if (!outcome || outcome === 'alreadyActive') return;
    const timer = setTimeout(() => navigate(outcome === 'activated' ? '/' : '/activationerror'), ACTIVATION_OUTCOME_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <AccountPage screen="ActivateAccount">
      {outcome === null && <PageLoading />}
      {outcome === 'activated' && <Alert severity="success">{t('portal.errors.accountActivated')}</Alert>}
      {outcome === 'failed' && <Alert severity="error">{t('portal.errors.activationFailed')}</Alert>}
      {outcome === 'alreadyActive' && <Alert severity="info">{t('portal.errors.alreadyActive')}</Alert>}
      {(outcome === 'activated' || outcome === 'alreadyActive') && <BackLinks links={[{ to: '/login', label: t('account.toLogin') }]} />}
    </AccountPage>
  );
}

export const ActivateAccountPage = withTexts(ACCOUNT_TEXTS, ActivateAccount);
