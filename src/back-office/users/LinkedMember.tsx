// The family member an account belongs to ("me in the family"): set when an admin grants family
// permission from the identity check, and set or changed here by hand with the name-chain picker.
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import type { Member } from '../../../common/generated/types.ts';
import { accountApi, type AccountUser } from '../../providers/accountApi.ts';
import { ActionButton } from '../accounts/ActionButton.tsx';
import { MemberChainPicker } from './MemberChainPicker.tsx';
import { useAccountAction } from './useAccountAction.ts';

export function LinkedMember(_: { label?: string }) {
  const user = useRecordContext<AccountUser & { id: string }>();
  const translate = useTranslate();
  const { run, busy } = useAccountAction();
  const [chosen, setChosen] = useState<Member | null>(null);
  if (!user) return null;

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ReferenceField source="memberId" reference="family-members" link="show" emptyText={translate('portal.common.notRecorded')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, width: '100%', maxWidth: 560 }}>
        <MemberChainPicker label={translate('admin.details.chooseMember')} value={chosen} onChange={setChosen} />
        <ActionButton
          label="admin.details.linkMember"
          disabled={busy || !chosen}
          onClick={() => void run(() => accountApi.setMember(user.username, chosen!.id!), 'admin.details.memberLinked')}
        />
        {user.memberId != null && (
          <ActionButton
            label="admin.details.unlinkMember"
            color="error"
            disabled={busy}
            onClick={() => void run(() => accountApi.setMember(user.username, null), 'admin.details.memberUnlinked')}
          />
        )}
      </Stack>
    </Stack>
  );
}
