// Whether the user signs in in two steps, and the admin's reset for a member who lost their phone: it is asked
// to be sure who is asking first, since after the reset the password alone opens the account again.
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { BooleanField, Confirm, useRecordContext } from 'react-admin';
import { accountApi, type AccountUser } from '../../providers/accountApi.ts';
import { ActionButton } from '../accounts/ActionButton.tsx';
import { useAccountAction } from './useAccountAction.ts';

export function TwoFactorReset(_: { label?: string }) {
  const user = useRecordContext<AccountUser & { id: string }>();
  const { run, busy } = useAccountAction();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <BooleanField source="twoFactor" />
      {user.twoFactor && <ActionButton label="admin.twoFactor.reset" color="error" disabled={busy} onClick={() => setConfirming(true)} />}
      <Confirm
        isOpen={confirming}
        title="admin.twoFactor.confirmTitle"
        content="admin.twoFactor.confirm"
        translateOptions={{ username: user.username, name: user.name ?? user.username }}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(() => accountApi.resetTwoFactor(user.username), 'admin.twoFactor.done');
        }}
      />
    </Stack>
  );
}
