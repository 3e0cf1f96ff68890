// The whole-family overview: every descendant of the root drawn as one zoomable picture, laid out once
// per tree and direction (and again over the people shown when branches are folded: its first look folds
// what would not be readable across the screen). Its code (drawing, zoom, spatial index) loads only when
// this look is chosen.
import { useCallback, useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import type { TreeColumns } from '../../../../common/model/compactTree.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { CARDS_FROM } from './drawTree.ts';
import { isolate } from './personLabel.ts';
import { TreeFailure } from './TreeFailure.tsx';
import { layoutTree } from './treeLayout.ts';
import { TreeViewer } from './TreeViewer.tsx';
import { arrivedTree, getTree } from './treeApi.ts';
import { useLoaded } from '../family/useLoaded.ts';
import { readView, writeView, type TreeView } from './viewQuery.ts';

function DrawnTree({ tree }: { tree: TreeColumns }) {
  const { t, dir } = useI18n();
  const mirrored = dir === 'rtl';
  const layout = useMemo(() => layoutTree(tree, mirrored), [tree, mirrored]);
  // Read once per tree and direction: later the view writes the address, not the other way round. Coming
  // from the focus view, with a person and no view yet, the overview opens close on that person.
  const initial = useMemo(() => {
    const read = readView(new URLSearchParams(window.location.search), mirrored);
    const focus = layout.indexOf.get(read.focusId ?? -1);
    if (read.view || focus === undefined || focus === 0) return read;
    return { ...read, view: { x: layout.x[focus], y: layout.y[focus], k: CARDS_FROM } };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout]);
  // The address changes in place, past the router: a router navigation at each pause of a moving view
  // would re-render the whole page around the canvas. The router's own history state is kept. A pause that
  // comes after a member's page was opened, while that page is still loading, leaves its address alone.
  const { pathname } = useLocation();
  const onViewChange = useCallback(
    (view: TreeView, focusId: number, folded: number[]) => {
      if (window.location.pathname !== pathname) return;
      const params = writeView(new URLSearchParams(window.location.search), view, mirrored, focusId, folded);
      window.history.replaceState(window.history.state, '', `?${params}`);
    },
    [mirrored, pathname],
  );
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {t('tree.descendants', { name: isolate(tree.names[0] ?? ''), count: tree.ids.length, smart_count: tree.ids.length })}
      </Typography>
      <TreeViewer key={String(mirrored)} layout={layout} initial={initial} onViewChange={onViewChange} />
    </>
  );
}

export function Overview({ rootId }: { rootId: string }) {
  // Asked for while the portal started (treeApi.ts, askTreeEarly): already here, it is drawn in the first render.
  const answer = useLoaded(
    (signal) => getTree(rootId, signal),
    rootId,
    () => arrivedTree(rootId),
  );
  if (answer.error !== undefined) return <TreeFailure error={answer.error} />;
  if (!answer.data) return <PageLoading />;
  return <DrawnTree tree={answer.data} />;
}
