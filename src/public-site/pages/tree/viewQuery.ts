// The view in the address: centre and zoom in the server's own units (sibling distances across,
// generations down, never mirrored), so a link shared from the Arabic page opens on the same people in
// English; the focused member's id, and the ids of the members whose branch is folded.
import { GENERATION_GAP, SIBLING_GAP } from './treeLayout.ts';

export interface TreeView {
  /** Centre in world units of this page (mirrored when the page is). */
  x: number;
  y: number;
  k: number;
}

export interface QueryView {
  view?: TreeView;
  focusId?: number;
  /** Member ids whose descendants are not drawn. */
  folded: number[];
}

const finite = (text: string | null): number | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
};

export function readView(params: URLSearchParams, mirrored: boolean): QueryView {
  const cx = finite(params.get('cx'));
  const cy = finite(params.get('cy'));
  const z = finite(params.get('z'));
  const focus = finite(params.get('focus'));
  const view =
    cx !== undefined && cy !== undefined && z !== undefined && z > 0
      ? { x: (mirrored ? -cx : cx) * SIBLING_GAP, y: cy * GENERATION_GAP, k: z }
      : undefined;
  const folded = (params.get('folded') ?? '')
    .split(',')
    .map(finite)
    .filter((id): id is number => id !== undefined && Number.isInteger(id) && id > 0);
  return { view, focusId: focus !== undefined && Number.isInteger(focus) ? focus : undefined, folded };
}

const round = (n: number, digits: number) => String(Number(n.toFixed(digits)));

/** `params` with the view written into it (other parameters kept). */
export function writeView(
  params: URLSearchParams,
  view: TreeView,
  mirrored: boolean,
  focusId: number | undefined,
  folded: readonly number[] = [],
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('cx', round(((mirrored ? -1 : 1) * view.x) / SIBLING_GAP, 2));
  next.set('cy', round(view.y / GENERATION_GAP, 2));
  next.set('z', round(view.k, 3));
  if (focusId === undefined) next.delete('focus');
  else next.set('focus', String(focusId));
  if (folded.length === 0) next.delete('folded');
  else next.set('folded', [...folded].sort((a, b) => a - b).join(','));
  return next;
}
