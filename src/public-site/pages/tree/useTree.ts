// The tree of a root member from the server: the answer, its failure, or still loading. An answer for
// an earlier root (the address changed meanwhile) is dropped.
import { useEffect, useState } from 'react';
import type { CompactTree } from '../../../../common/model/compactTree.ts';
import { arrivedTree, getTree } from './treeApi.ts';

export type TreeAnswer = { state: 'loading' } | { state: 'loaded'; tree: CompactTree } | { state: 'failed'; error: unknown };

export function useTree(rootId: string): TreeAnswer {
  // Asked for while the portal started (treeApi.ts, askTreeEarly): already here, it is drawn in the first render.
  const [answer, setAnswer] = useState<{ rootId: string; answer: TreeAnswer } | undefined>(() => {
    const tree = arrivedTree(rootId);
    return tree && { rootId, answer: { state: 'loaded', tree } };
  });
  useEffect(() => {
    if (answer?.rootId === rootId) return;
    const controller = new AbortController();
    getTree(rootId, controller.signal).then(
      (tree) => setAnswer({ rootId, answer: { state: 'loaded', tree } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ rootId, answer: { state: 'failed', error } });
      },
    );
    return () => controller.abort();
    // The answer is looked at only to skip the read the first render already has.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rootId]);
  return answer?.rootId === rootId ? answer.answer : { state: 'loading' };
}
