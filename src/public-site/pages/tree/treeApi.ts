// The tree page's two calls: the root's descendants in columns, laid out on the server
// (server/features/tree/compact-tree.ts) for the overview, and a member's close family for the focus view
// (server/features/tree/close-family.ts). The browser keeps the answers' ETag revalidation to fetch itself; the
// first look's answer is asked for while the page's module loads (providers/earlyAnswers.ts).
import type { CloseFamily } from '../../../../common/model/closeFamily.ts';
import type { CompactTree } from '../../../../common/model/compactTree.ts';
import { arrivedEarly, askEarly, readEarlyOr } from '../../../providers/earlyAnswers.ts';

const treeUrl = (rootId: string) => `/api/v1/tree/${encodeURIComponent(rootId)}`;
const aroundUrl = (rootId: string, memberId: number) => `${treeUrl(rootId)}/around/${memberId}`;

export async function getTree(rootId: string, signal?: AbortSignal): Promise<CompactTree> {
  return (await readEarlyOr<CompactTree>(treeUrl(rootId), signal)).json;
}

export async function getCloseFamily(rootId: string, memberId: number): Promise<CloseFamily> {
  return (await readEarlyOr<CloseFamily>(aroundUrl(rootId, memberId))).json;
}

/** A member's close family when its early answer has already come. */
export const arrivedCloseFamily = (rootId: string, memberId: number): CloseFamily | undefined =>
  arrivedEarly<CloseFamily>(aroundUrl(rootId, memberId))?.json;

export type TreeLook = 'focus' | 'all';

/** The look and the person in the centre an address asks for: `?view=all` and `focus=`, the root by default. */
export function lookOf(search: string, rootId: string): { look: TreeLook; centreId: number } {
  const params = new URLSearchParams(search);
  return { look: params.get('view') === 'all' ? 'all' : 'focus', centreId: Number(params.get('focus')) || Number(rootId) };
}

/** What the tree at `search` shows first, asked for before the page renders: the overview's tree or the centre's close family. */
export function askTreeEarly(rootId: string, search: string): void {
  const { look, centreId } = lookOf(search, rootId);
  askEarly(look === 'all' ? treeUrl(rootId) : aroundUrl(rootId, centreId));
}
