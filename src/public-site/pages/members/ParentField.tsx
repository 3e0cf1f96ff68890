// The parent of a new member, chosen among the family's members (the directory's own search and rows), so
// the new person joins the family line instead of standing apart from it. Left empty only for the first
// ancestor of a line; once chosen, the parent is named with a way to choose another.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Member } from '../../../providers/familyApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { rowName } from '../family/nameChain.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { NameSearchField } from './NameSearchField.tsx';
import { useMemberSearch } from './useMemberSearch.ts';

export function ParentField({ parent, onChange }: { parent: Member | undefined; onChange: (parent: Member | undefined) => void }) {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const search = useMemberSearch(query);
  const label = t('family.create.parent');
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 2, mb: 2, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {parent ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography role="status" sx={{ flex: 1, minWidth: 0 }}>
            {t('family.create.childOf', { name: [rowName(parent), parent.familyName].filter(Boolean).join(' ') })}
          </Typography>
          <Button onClick={() => onChange(undefined)}>{t('family.create.otherParent')}</Button>
        </Box>
      ) : (
        <>
          <NameSearchField id="parent-search" value={query} onChange={setQuery} hint={t('family.create.parentHint')} />
          {query.trim() !== '' && (
            <MemberPicker
              label={label}
              members={search.members}
              total={search.total}
              loading={search.loading}
              onMore={search.more}
              selectedId={undefined}
              onSelect={(member) => onChange(member)}
            />
          )}
        </>
      )}
    </Box>
  );
}
