// The tree's search as both views place it: its code comes with the directory's list and texts, so it
// loads beside the view, not before it, holding its room meanwhile.
import { lazy, Suspense } from 'react';
import { SearchPlaceholder } from './SearchPlaceholder.tsx';
import type { TreeSearchProps } from './TreeSearch.tsx';

const TreeSearch = lazy(() => import('./TreeSearch.tsx').then((m) => ({ default: m.TreeSearch })));

export function LazyTreeSearch(props: TreeSearchProps) {
  return (
    <Suspense fallback={<SearchPlaceholder />}>
      <TreeSearch id="tree-search" {...props} />
    </Suspense>
  );
}
