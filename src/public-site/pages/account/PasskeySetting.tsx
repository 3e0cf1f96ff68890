// On the profile: a passkey for this device, with which it signs in without the password, and the account's
// passkeys by device, each removable after a question (a lost or sold phone). Adding is offered only where the
// browser can make one; the list shows wherever there is one to remove.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { AccountPasskey } from '../../../../common/generated/api.ts';
import { accountApi } from '../../../providers/accountApi.ts';
import { addPasskey, passkeysSupported } from '../../../providers/passkeyCeremonies.ts';
import { errorText } from '../../../ui/errors.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { useConfirm } from '../family/ConfirmDialog.tsx';

type Outcome = { kind: 'success' | 'error'; message: string };

export function PasskeySetting() {
  const { t, locale } = useI18n();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [passkeys, setPasskeys] = useState<AccountPasskey[]>([]);
  /** Moves on to read the list again. */
  const [reading, setReading] = useState(0);
  const { confirm, dialog } = useConfirm({ cancel: t('account.passkey.cancel'), yes: t('account.passkey.remove') });
  const when = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const canAdd = passkeysSupported();

  useEffect(() => {
    let current = true;
    accountApi.passkeys().then(
      (answer) => current && setPasskeys(answer.passkeys),
      // Unread, the list stays empty: adding still works, and the server keeps the passkeys.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [reading]);

  const add = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await addPasskey();
      setOutcome({ kind: 'success', message: t('account.passkey.added') });
      setReading((n) => n + 1);
    } catch {
      // Cancelled on the device, refused by the server or not possible here: nothing was added either way.
      setOutcome({ kind: 'error', message: t('account.passkey.failed') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (passkey: AccountPasskey) => {
    if (!(await confirm(t('account.passkey.removeConfirm')))) return;
    setOutcome(undefined);
    try {
      setOutcome({ kind: 'success', message: errorText((await accountApi.removePasskey(passkey.id)).message, t) });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error, t) });
    }
    setReading((n) => n + 1);
  };

  if (!canAdd && passkeys.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="passkey-title" sx={{ display: 'grid', gap: 1, maxWidth: 520, my: 2 }}>
      <Typography id="passkey-title" variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('account.passkey.title')}
      </Typography>
      <Typography variant="body2">{t('account.passkey.intro')}</Typography>
      {passkeys.length > 0 && (
        <Box component="ul" aria-label={t('account.passkey.listTitle')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {passkeys.map((passkey) => (
            <Box
              component="li"
              key={passkey.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {/* A browser's name keeps its own direction inside Arabic and Hebrew text. */}
                  {passkey.device ? <bdi>{passkey.device}</bdi> : t('account.passkey.unknownDevice')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('account.passkey.addedOn', { date: when.format(new Date(passkey.addedAt)) })}
                </Typography>
              </Box>
              <Button color="error" onClick={() => void remove(passkey)} sx={{ minHeight: 48 }}>
                {t('account.passkey.remove')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {canAdd && (
        <Box>
          <Button variant="outlined" disabled={busy} onClick={() => void add()} sx={{ minHeight: 48 }}>
            {t('account.passkey.add')}
          </Button>
        </Box>
      )}
      {outcome && (
        <Alert severity={outcome.kind} role={outcome.kind === 'success' ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      )}
      {dialog}
    </Box>
  );
}
