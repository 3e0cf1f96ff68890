// The active flag (allowed) and the admin's disable or enable.
import Stack from '@mui/material/Stack';
import { BooleanField, useRecordContext } from 'react-admin';
import { accountApi, type AccountUser } from '../../providers/accountApi.ts';
import { ActionButton } from '../accounts/ActionButton.tsx';
import { useAccountAction } from './useAccountAction.ts';

export function AllowedSwitch(_: { label?: string }) {
  const user = useRecordContext<AccountUser & { id: string }>();
  const { run, busy } = useAccountAction();
  if (!user) return null;
  const next = !user.allowed;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <BooleanField source="allowed" />
      <ActionButton
        label={next ? 'admin.details.enable' : 'admin.details.disable'}
        color={next ? 'primary' : 'error'}
        disabled={busy}
        onClick={() =>
          void run(() => accountApi.setAllowed(user.username, next), next ? 'admin.details.enabled' : 'admin.details.disabled')
        }
      />
    </Stack>
  );
}
