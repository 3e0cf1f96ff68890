// The tree of a root member from the server: the answer, its failure, or still loading. An answer for
// an earlier root (the address changed meanwhile) is dropped.
import { useEffect, useState } from 'react';
import type { CompactTree } from '../../../../common/model/compactTree.ts';
import { getTree } from './treeApi.ts';

export type TreeAnswer = { state: 'loading' } | { state: 'loaded'; tree: CompactTree } | { state: 'failed'; error: unknown };

export function useTree(rootId: string): TreeAnswer {
  const [answer, setAnswer] = useState<{ rootId: string; answer: TreeAnswer }>();
  useEffect(() => {
    const controller = new AbortController();
    getTree(rootId, controller.signal).then(
      (tree) => setAnswer({ rootId, answer: { state: 'loaded', tree } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ rootId, answer: { state: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [rootId]);
  return answer?.rootId === rootId ? answer.answer : { state: 'loading' };
}
