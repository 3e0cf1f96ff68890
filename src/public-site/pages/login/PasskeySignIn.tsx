// "Sign in with a passkey" under the login form: a phone signs in by the key it keeps, unlocked by its
// fingerprint, face or PIN, without the password. Offered only where the browser can use passkeys.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { passkeysSupported, signInWithPasskey } from '../../../providers/passkeyCeremonies.ts';
import { getStoredUser } from '../../../providers/session.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslate();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  if (!passkeysSupported()) return null;

  const signIn = async () => {
    setBusy(true);
    setRefused(false);
    try {
      await signInWithPasskey();
      refresh();
      // As the login form: an account REQUIRE_2FA holds back goes where it sets its second factor up.
      if (getStoredUser()?.twoFactorNeeded) navigate('/profile');
      else onSignedIn();
    } catch {
      // Cancelled on the device, no passkey of the portal there, or a signature the server refused.
      setRefused(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" size="large" fullWidth disabled={busy} onClick={() => void signIn()} sx={{ mt: 2 }}>
        {t('portal.passkey.signIn')}
      </Button>
      {refused && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('portal.passkey.refused')}
        </Alert>
      )}
    </>
  );
}
