// The family member an account belongs to ("me in the family"): set when an admin grants family
// permission from the identity check, and set or changed here by hand. The picker searches the
// directory's name chain, so "محمد احمد" finds Muhammad son of Ahmad among many Muhammads.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ReferenceField, useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { Member } from '../../generated/types.ts';
import { entityByResource } from '../../model/entities.ts';
import { accountApi, type AccountUser } from '../../providers/accountApi.ts';
import { pickerText } from '../viewModel.ts';
import { ActionButton } from '../accounts/ActionButton.tsx';
import { useAccountAction } from './useAccountAction.ts';

const chainOf = pickerText(entityByResource('family-members'));

export function LinkedMember(_: { label?: string }) {
  const user = useRecordContext<AccountUser & { id: string }>();
  const translate = useTranslate();
  const { run, busy } = useAccountAction();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Member | null>(null);
  const { data: options = [], isPending } = useGetList<Member & { id: number }>(
    'family-members',
    { filter: { q: search }, pagination: { page: 1, perPage: 20 } },
    { enabled: search.trim().length >= 2 },
  );
  if (!user) return null;

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ReferenceField source="memberId" reference="family-members" link="show" emptyText={translate('portal.errors.notFound')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, width: '100%', maxWidth: 560 }}>
        <Autocomplete
          sx={{ flexGrow: 1, width: '100%' }}
          options={options}
          loading={isPending && search.trim().length >= 2}
          filterOptions={(all) => all}
          getOptionLabel={chainOf}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={chosen}
          onChange={(_event, member) => setChosen(member)}
          onInputChange={(_event, text) => setSearch(text)}
          renderInput={(params) => <TextField {...params} size="small" label={translate('admin.details.chooseMember')} />}
        />
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
