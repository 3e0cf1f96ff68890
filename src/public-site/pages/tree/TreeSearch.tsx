// Finding someone in the drawn tree, as both views place it: the search field, drawn with the view, and the
// rows it finds, whose code (the directory's search and list) loads once something is typed. The field is
// there from the first frame, so nothing below it moves when the rest comes, and typing can start at once.
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { NameSearchField } from '../members/NameSearchField.tsx';
import { useTexts } from '../../../ui/i18n/withTexts.tsx';
import { FAMILY_TEXTS } from '../family/familyTexts.ts';
import { SearchPlaceholder } from './SearchPlaceholder.tsx';

const TreeSearchResults = lazy(() => import('./TreeSearchResults.tsx').then((m) => ({ default: m.TreeSearchResults })));

const SEARCH_TEXTS = { family: FAMILY_TEXTS.family };

export interface TreeSearchProps {
  /** Whether the member is in this tree (a branch's page shows part of the family); the focus view asks the server. */
  inTree: (id: number) => boolean | Promise<boolean>;
  onFound: (id: number) => void;
  /** Names the list of rows for screen readers. */
  label: string;
}

export function TreeSearch(props: TreeSearchProps) {
  const t = useTranslate();
  const ready = useTexts(SEARCH_TEXTS);
  const [query, setQuery] = useState('');
  if (!ready) return <SearchPlaceholder />;
  return (
    <Box component="search" sx={{ mb: 1 }}>
      <NameSearchField id="tree-search" value={query} onChange={setQuery} hint={t('tree.search.hint')} />
      {query.trim() !== '' && (
        <Suspense fallback={<LinearProgress aria-label={t('portal.common.loading')} />}>
          <TreeSearchResults {...props} query={query} />
        </Suspense>
      )}
    </Box>
  );
}
