// The rows the tree's search finds, to choose from: the directory's own name search (the server's
// Arabic-normalised search of the name chain) and its list. Loaded once something is typed, with the
// directory's list code, so that the tree's first frame does not wait for them.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Member } from '../../../providers/familyApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { MemberPicker } from '../members/MemberPicker.tsx';
import { useMemberSearch } from '../members/useMemberSearch.ts';
import type { TreeSearchProps } from './TreeSearch.tsx';

export function TreeSearchResults({ query, inTree, onFound, label }: TreeSearchProps & { query: string }) {
  const t = useTranslate();
  const search = useMemberSearch(query);
  const [outside, setOutside] = useState<Member>();
  const choose = async (member: Member) => {
    // When the answer fails, the member is taken as found: the view that loads them shows the failure.
    const inside = await Promise.resolve(inTree(member.id)).catch(() => true);
    setOutside(inside ? undefined : member);
    if (inside) onFound(member.id);
  };
  return (
    <>
      {outside && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('tree.search.outside', { name: outside.name })}
        </Alert>
      )}
      {/* A short scrolling window: the drawing stays in sight below it, on a phone too. */}
      <Box sx={{ maxHeight: { xs: 200, tablet: 260 }, overflowY: 'auto' }} data-testid="tree-search-results">
        <MemberPicker
          members={search.members}
          total={search.total}
          loading={search.loading}
          selectedId={undefined}
          onSelect={(member) => void choose(member)}
          onMore={search.more}
          label={label}
        />
      </Box>
    </>
  );
}
