// On the profile: the devices the account is signed in on (browser and system, when each signed in and was
// last used), and "sign out everywhere else" for a lost phone or a computer left signed in at a relative's.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { AccountSession } from '../../../../common/generated/api.ts';
import { accountApi } from '../../../providers/accountApi.ts';
import { keepNewToken } from '../../../providers/session.ts';
import { errorText } from '../../../ui/errors.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';

export function SignedInDevices() {
  const { t, locale } = useI18n();
  const [sessions, setSessions] = useState<AccountSession[]>();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string }>();
  const [busy, setBusy] = useState(false);
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);

  /** Moves on to read the list again. */
  const [reading, setReading] = useState(0);
  const [unread, setUnread] = useState(false);

  useEffect(() => {
    let current = true;
    accountApi
      .sessions()
      .then((answer) => current && setSessions(answer.sessions))
      .catch(() => current && setUnread(true));
    return () => {
      current = false;
    };
  }, [reading]);

  const endOthers = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const answer = await accountApi.endOtherSessions();
      keepNewToken(answer);
      setOutcome({ kind: 'success', message: errorText(answer.message, t) });
      setReading((n) => n + 1);
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  if (!sessions) return unread ? <Alert severity="error">{t('account.sessions.failed')}</Alert> : null;
  return (
    <Box component="section" aria-labelledby="sessions-title" sx={{ display: 'grid', gap: 1, maxWidth: 520, my: 2 }}>
      <Typography id="sessions-title" variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('account.sessions.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {sessions.map((s) => (
          <Box component="li" key={s.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {/* A browser's name keeps its own direction inside Arabic and Hebrew text. */}
                {s.device ? <bdi>{s.device}</bdi> : t('account.sessions.unknownDevice')}
              </Typography>
              {s.current && <Chip size="small" color="primary" label={t('account.sessions.thisDevice')} />}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('account.sessions.signedIn', { date: when.format(new Date(s.signedInAt)) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('account.sessions.lastSeen', { date: when.format(new Date(s.lastSeenAt)) })}
            </Typography>
          </Box>
        ))}
      </Box>
      {sessions.some((s) => !s.current) && (
        <Box>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => void endOthers()} sx={{ minHeight: 48 }}>
            {t('account.sessions.endOthers')}
          </Button>
        </Box>
      )}
      {outcome && (
        <Alert severity={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}
