// The family-permission part of the profile (spec sections 2 and 4). A plain user is told what the
// request sets off (an SMS code, an administrator's approval, an e-mail), asks for the code and enters
// it on /activateSMS/{username}; whether a request is already under way comes from
// GET {username}/isrequestforbish. Sending is refused in the browser once the SMS lock applies.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { accountApi, type RequestState } from '../../../providers/accountApi.ts';
import type { StoredUser } from '../../../providers/session.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';
import { isLockAnswer, isSmsLocked, noteSmsSend } from '../../../providers/smsLock.ts';
import { resetTries } from './verifyTries.ts';

function ContactLink() {
  const t = useTranslate();
  return (
    <Link component={RouterLink} to="/contact-us">
      {t('account.contactUs')}
    </Link>
  );
}

const STEPS = ['sms', 'code', 'approval', 'told'] as const;

/** What a request sets off, in the order it happens. */
function RequestSteps() {
  const t = useTranslate();
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('account.profile.permissionIntro')}</Typography>
      <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
        {STEPS.map((step) => (
          <Typography component="li" key={step} sx={{ mb: 0.5 }}>
            {t(`account.profile.steps.${step}`)}
          </Typography>
        ))}
      </Box>
    </>
  );
}

function useRequestState(username: string) {
  const [state, setState] = useState<RequestState | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    accountApi.requestState(username).then(setState, setFailure);
  }, [username]);
  return { state, failure };
}

export function PermissionRequest({ user }: { user: StoredUser }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const { state, failure } = useRequestState(user.username);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codePage = `/activateSMS/${encodeURIComponent(user.username)}`;

  const request = async () => {
    setSending(true);
    setError(null);
    try {
      await accountApi.requestPermission(user.username);
      noteSmsSend(false);
      resetTries();
      navigate(codePage);
    } catch (e) {
      if (isLockAnswer(e)) noteSmsSend(true);
      refresh();
      setError(errorText(e, t));
      setSending(false);
    }
  };

  if (failure) return <Alert severity="error">{errorText(failure, t)}</Alert>;
  if (!state) return <CircularProgress size={28} aria-label={t('portal.common.loading')} />;
  if (state.pending)
    return (
      <Alert severity="info">
        {t('portal.errors.identityBeingChecked')}
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {t('account.profile.steps.told')} <ContactLink />
        </Box>
      </Alert>
    );
  if (state.codeSent)
    return (
      <Box>
        <Alert severity="info">
          {t('account.profile.checkSms')} <ContactLink />
        </Alert>
        <Button variant="contained" component={RouterLink} to={codePage} sx={{ mt: 2 }}>
          {t('account.profile.enterCode')}
        </Button>
      </Box>
    );
  if (isSmsLocked(user.numberOfSendSMS))
    return (
      <Alert severity="error">
        {t('portal.errors.tooManyTries')} <ContactLink />
      </Alert>
    );
  // The code goes to the account's phone: without one there is nothing to send it to yet.
  if (!user.phoneNumber)
    return (
      <Alert severity="info">
        {t('account.errors.addPhoneFirst')}{' '}
        <Link component={RouterLink} to={`/users/${encodeURIComponent(user.username)}/modifyphone`}>
          {t('portal.screens.ModifyPhone')}
        </Link>
      </Alert>
    );
  return (
    <Box>
      <RequestSteps />
      <ButtonRow sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => void request()} disabled={sending}>
          {t('account.profile.requestPermission')}
        </Button>
      </ButtonRow>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
