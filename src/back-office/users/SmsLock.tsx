// Whether the user is locked out of SMS codes (numberOfSendSMS above 3), and the admin's unlock.
import Stack from '@mui/material/Stack';
import { BooleanField, useRecordContext } from 'react-admin';
import { accountApi, type AccountUser } from '../../providers/accountApi.ts';
import { isSmsLocked } from '../../providers/smsLock.ts';
import { ActionButton } from '../accounts/ActionButton.tsx';
import { useAccountAction } from './useAccountAction.ts';

export function SmsLock(_: { label?: string }) {
  const user = useRecordContext<AccountUser & { id: string }>();
  const { run, busy } = useAccountAction();
  if (!user) return null;
  const locked = isSmsLocked(user.numberOfSendSMS);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <BooleanField record={{ id: user.id, locked }} source="locked" />
      {locked && (
        <ActionButton
          label="admin.details.unlockSms"
          disabled={busy}
          onClick={() => void run(() => accountApi.unlockSms(user.username), 'admin.details.smsUnlocked')}
        />
      )}
    </Stack>
  );
}
