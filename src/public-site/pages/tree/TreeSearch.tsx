// Finding someone in the drawn tree: the directory's own name search (the server's Arabic-normalised
// search of the name chain), its rows to choose from, and the chosen member handed to the tree, which
// flies there. The rows are asked for only once something is typed. Loaded apart from the drawing, with
// the directory's texts, so the tree's first frame does not wait for them.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Member } from '../../../providers/familyApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { MemberPicker } from '../members/MemberPicker.tsx';
import { NameSearchField } from '../members/NameSearchField.tsx';
import { useMemberSearch } from '../members/useMemberSearch.ts';
import { useTexts } from '../../../ui/i18n/withTexts.tsx';
import { FAMILY_TEXTS } from '../family/familyTexts.ts';
import { SearchPlaceholder } from './SearchPlaceholder.tsx';

const SEARCH_TEXTS = { family: FAMILY_TEXTS.family };

export interface TreeSearchProps {
  /** Whether the member is in this tree (a branch's page shows part of the family); the focus view asks the server. */
  inTree: (id: number) => boolean | Promise<boolean>;
  onFound: (id: number) => void;
  /** Names the list of rows for screen readers. */
  label: string;
}

function Results({ query, inTree, onFound, label }: TreeSearchProps & { query: string }) {
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

export function TreeSearch(props: TreeSearchProps & { id: string }) {
  const t = useTranslate();
  const ready = useTexts(SEARCH_TEXTS);
  const [query, setQuery] = useState('');
  if (!ready) return <SearchPlaceholder />;
  return (
    <Box component="search" sx={{ mb: 1 }}>
      <NameSearchField id={props.id} value={query} onChange={setQuery} hint={t('tree.search.hint')} />
      {query.trim() !== '' && <Results {...props} query={query} />}
    </Box>
  );
}
