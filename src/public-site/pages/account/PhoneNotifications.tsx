// On the profile, under the reminders: notifications on this phone, turned on and off by the member. The browser's
// permission is asked only when they tap "Turn on notifications", never on its own; a blocked permission, or a
// browser that cannot show them, is said with what to do.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { pushState, turnPushOff, turnPushOn, type PushState } from './pushApi.ts';

export function PhoneNotifications() {
  const t = useTranslate();
  const [state, setState] = useState<PushState>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    pushState()
      .then((found) => current && setState(found))
      .catch(() => current && setState('unsupported'));
    return () => {
      current = false;
    };
  }, []);

  const change = async (turn: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await turn());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (state === undefined) return null;
  return (
    <Box component="section" aria-labelledby="push-title" sx={{ display: 'grid', gap: 1, maxWidth: 520, my: 2 }}>
      <Typography id="push-title" variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('account.push.title')}
      </Typography>
      {state === 'unsupported' || state === 'denied' ? (
        <Alert severity="info">{t(`account.push.${state}`)}</Alert>
      ) : (
        <>
          <Typography variant="body2" role="status">
            {t(`account.push.${state}`)}
          </Typography>
          <Box>
            <Button
              variant={state === 'on' ? 'outlined' : 'contained'}
              disabled={busy}
              onClick={() => void change(state === 'on' ? turnPushOff : turnPushOn)}
              sx={{ minHeight: 48 }}
            >
              {t(state === 'on' ? 'account.push.turnOff' : 'account.push.turnOn')}
            </Button>
          </Box>
        </>
      )}
      {failed && <Alert severity="error">{t('account.push.failed')}</Alert>}
    </Box>
  );
}
