// Where an arrow key takes the keyboard focus: up to the parent, down to the first child, and along
// the siblings. Left and right follow the screen, so in a mirrored (right-to-left) tree the right
// arrow goes back to the previous sibling.
import { childrenOf, type TreeLayout } from './treeLayout.ts';

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export const isArrowKey = (key: string): key is ArrowKey =>
  key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';

/** The member the key moves the focus to, or `from` when there is none that way. */
export function moveFocus(layout: TreeLayout, from: number, key: ArrowKey): number {
  if (key === 'ArrowUp') return layout.parent[from] >= 0 ? layout.parent[from] : from;
  if (key === 'ArrowDown') return childrenOf(layout, from)[0] ?? from;
  const parent = layout.parent[from];
  if (parent < 0) return from;
  const siblings = childrenOf(layout, parent);
  const at = siblings.indexOf(from);
  const forward = (key === 'ArrowRight') !== layout.mirrored;
  return siblings[forward ? at + 1 : at - 1] ?? from;
}
