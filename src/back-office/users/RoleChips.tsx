// A user's roles as translated chips (ROLE_BISH → "Family member"), not the stored names.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AccountUser } from '../../providers/accountApi.ts';

export function RoleChips(_: { label?: string }) {
  const user = useRecordContext<AccountUser & { id: string | number }>();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {user.roles.map((r) => (
        <Chip key={r.name} size="small" label={translate(`account.roles.${r.name.replace(/^ROLE_/, '')}`)} />
      ))}
    </Stack>
  );
}
