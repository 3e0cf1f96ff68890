// The line of a member up to the tree's root: the member first, the root last. The parent always
// comes before its children in the server's columns, so the walk ends.
import type { TreeLayout } from './treeLayout.ts';

export function lineUp(layout: Pick<TreeLayout, 'parent'>, i: number): number[] {
  const line: number[] = [];
  for (let at = i; at >= 0 && line.length <= layout.parent.length; at = layout.parent[at]) line.push(at);
  return line;
}
