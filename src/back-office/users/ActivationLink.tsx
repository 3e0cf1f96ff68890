// The activation link of a user whose mail never arrived: "Show activation URL" shows the link that
// works now (the one mailed, while it lives), so handing it out breaks nothing; "Send a new link" mails
// a fresh one after a confirmation that says the earlier link stops working. A failure to get the link
// is the spec's 'Unable To get URL'. An account that went through activation has no use for one.
import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { accountApi, type AccountUser } from '../../providers/accountApi.ts';
import { ActionButton } from '../accounts/ActionButton.tsx';

export function ActivationLink(_: { label?: string }) {
  const user = useRecordContext<AccountUser & { id: string; emailConfirmed?: boolean }>();
  const notify = useNotify();
  const translate = useTranslate();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;
  if (user.emailConfirmed) return <Typography variant="body2">{translate('admin.details.alreadyActivated')}</Typography>;

  const fetchLink = async (get: () => Promise<string>, done?: string) => {
    setBusy(true);
    try {
      setLink(await get());
      if (done) notify(done, { type: 'success' });
    } catch {
      notify('portal.errors.unableToGetUrl', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ActionButton
          label="admin.details.showActivationLink"
          disabled={busy}
          onClick={() => void fetchLink(() => accountApi.activationLink(user.username))}
        />
        <ActionButton label="admin.details.newActivationLink" disabled={busy} onClick={() => setConfirming(true)} />
      </Stack>
      {link && (
        // A link reads left to right inside Arabic and Hebrew too.
        <Link href={link} dir="ltr" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
          {link}
        </Link>
      )}
      <Confirm
        isOpen={confirming}
        title="admin.details.newLinkConfirmTitle"
        content="admin.details.newLinkConfirm"
        translateOptions={{ email: user.email }}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void fetchLink(async () => (await accountApi.newActivationLink(user.username)).link, 'admin.details.newLinkSent');
        }}
      />
    </Stack>
  );
}
