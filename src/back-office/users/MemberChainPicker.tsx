// A family member chosen by typing: it searches the directory's name chain, so "محمد احمد" finds
// Muhammad son of Ahmad among many Muhammads, and shows each member's chain to tell cousins apart.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useGetList } from 'react-admin';
import type { Member } from '../../../common/generated/types.ts';
import { entityByResource } from '../../../common/model/entities.ts';
import { pickerText } from '../viewModel.ts';

/** The name chain and birth year, so that two cousins of one name can be told apart. */
const chainOf = pickerText(entityByResource('family-members'));

export interface MemberChainPickerProps {
  label: string;
  value: Member | null;
  onChange: (member: Member | null) => void;
}

export function MemberChainPicker({ label, value, onChange }: MemberChainPickerProps) {
  const [search, setSearch] = useState('');
  const { data: options = [], isPending } = useGetList<Member & { id: number }>(
    'family-members',
    { filter: { q: search }, pagination: { page: 1, perPage: 20 } },
    { enabled: search.trim().length >= 2 },
  );
  return (
    <Autocomplete
      sx={{ flexGrow: 1, width: '100%' }}
      options={options}
      loading={isPending && search.trim().length >= 2}
      filterOptions={(all) => all}
      getOptionLabel={chainOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={value}
      onChange={(_event, member) => onChange(member)}
      onInputChange={(_event, text) => setSearch(text)}
      renderInput={(params) => <TextField {...params} size="small" label={label} />}
    />
  );
}
