// On the profile: a passkey for this device, with which it signs in without the password. Offered only where
// the browser can make one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { addPasskey, passkeysSupported } from '../../../providers/passkeyCeremonies.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

export function PasskeySetting() {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'added' | 'failed'>();
  if (!passkeysSupported()) return null;

  const add = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await addPasskey();
      setOutcome('added');
    } catch {
      // Cancelled on the device, refused by the server or not possible here: nothing was added either way.
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="passkey-title" sx={{ display: 'grid', gap: 1, maxWidth: 520, my: 2 }}>
      <Typography id="passkey-title" variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('account.passkey.title')}
      </Typography>
      <Typography variant="body2">{t('account.passkey.intro')}</Typography>
      <Box>
        <Button variant="outlined" disabled={busy} onClick={() => void add()} sx={{ minHeight: 48 }}>
          {t('account.passkey.add')}
        </Button>
      </Box>
      {outcome && (
        <Alert severity={outcome === 'added' ? 'success' : 'error'} role={outcome === 'added' ? 'status' : 'alert'}>
          {t(`account.passkey.${outcome}`)}
        </Alert>
      )}
    </Box>
  );
}
