// The show-activation-URL button: a fresh activation link the admin can hand to a user whose mail never
// arrived. A failure is the spec's 'Unable To get URL'. An account that went through activation has no
// use for one: it says so instead.
import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { accountApi, type AccountUser } from '../../providers/accountApi.ts';
import { ActionButton } from '../accounts/ActionButton.tsx';

export function ActivationLink(_: { label?: string }) {
  const user = useRecordContext<AccountUser & { id: string; emailConfirmed?: boolean }>();
  const notify = useNotify();
  const translate = useTranslate();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  if (user.emailConfirmed) return <Typography variant="body2">{translate('admin.details.alreadyActivated')}</Typography>;

  const show = async () => {
    setBusy(true);
    try {
      setLink(await accountApi.activationLink(user.username));
    } catch {
      notify('portal.errors.unableToGetUrl', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ActionButton label="admin.details.showActivationLink" disabled={busy} onClick={() => void show()} />
      {link && (
        // A link reads left to right inside Arabic and Hebrew too.
        <Link href={link} dir="ltr" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
          {link}
        </Link>
      )}
    </Stack>
  );
}
