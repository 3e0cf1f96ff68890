// `/family-tree/:id`: the descendants of member `id` drawn as one zoomable picture. The view (centre,
// zoom, focused member) is kept in the address, so a shared link opens on the same people.
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { PageLoading } from '../../guard/PageLoading.tsx';
import { BackToMainButton } from '../../BackToMainButton.tsx';
import { errorText } from '../../errors.ts';
import { usePageTitle } from '../../usePageTitle.ts';
import { HttpError } from '../../../providers/httpClient.ts';
import { isolate } from './personLabel.ts';
import { indexTree } from './spatialIndex.ts';
import { layoutTree } from './treeLayout.ts';
import type { CompactTree } from '../../../model/compactTree.ts';
import { TreeViewer } from './TreeViewer.tsx';
import { useTree } from './useTree.ts';
import { useTexts } from '../../i18n/withTexts.tsx';
import { TREE_TEXTS } from './treeTexts.ts';
import { readView, writeView, type TreeView } from './viewQuery.ts';

function NotInTree() {
  const { t } = useI18n();
  return (
    <>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('tree.notFound')}
      </Alert>
      <BackToMainButton />
    </>
  );
}

function DrawnTree({ tree }: { tree: CompactTree }) {
  const { t, dir } = useI18n();
  const mirrored = dir === 'rtl';
  const layout = useMemo(() => layoutTree(tree, mirrored), [tree, mirrored]);
  const index = useMemo(() => indexTree(layout), [layout]);
  // Read once per tree and direction: later the view writes the address, not the other way round.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => readView(new URLSearchParams(window.location.search), mirrored), [layout]);
  // The address changes in place, past the router: a router navigation at each pause of a moving view
  // would re-render the whole page around the canvas. The router's own history state is kept.
  const onViewChange = useCallback(
    (view: TreeView, focusId: number, folded: number[]) => {
      const params = writeView(new URLSearchParams(window.location.search), view, mirrored, focusId, folded);
      window.history.replaceState(window.history.state, '', `?${params}`);
    },
    [mirrored],
  );
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {t('tree.descendants', { name: isolate(tree.names[0] ?? ''), count: tree.ids.length, smart_count: tree.ids.length })}
      </Typography>
      <TreeViewer key={String(mirrored)} layout={layout} index={index} initial={initial} onViewChange={onViewChange} />
    </>
  );
}

function TreeBody({ rootId }: { rootId: string }) {
  const { t } = useI18n();
  const answer = useTree(rootId);
  if (answer.state === 'loading') return <PageLoading />;
  if (answer.state === 'loaded') return <DrawnTree tree={answer.tree} />;
  if (answer.error instanceof HttpError && answer.error.status === 404) return <NotInTree />;
  return (
    <Alert severity="error" role="alert">
      {errorText(answer.error, t)}
    </Alert>
  );
}

export function FamilyTreePage() {
  const ready = useTexts(TREE_TEXTS);
  const { id = '' } = useParams();
  const { t } = useI18n();
  usePageTitle('portal.screens.FamilyTree');
  return (
    <Box component="section">
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('portal.screens.FamilyTree')}
      </Typography>
      {ready ? <TreeBody rootId={id} /> : <PageLoading />}
    </Box>
  );
}
