// The chart as folding leaves it: a folded branch gives its room back, so the members still drawn close
// up, as a family chart with "+214" groups should look. The tidy-tree algorithm the server lays the whole
// family out with (d3-hierarchy) is run again over the members shown; a hidden member takes the place of
// the folded one above it. And the folding a first look starts with: the first generations readable
// across the screen, each branch below them folded into its count.
import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import { hasChildren } from './foldToggle.ts';
import { hiddenBy } from './folding.ts';
import { childrenOf, SIBLING_GAP, treeBounds, type TreeLayout } from './treeLayout.ts';

/** The members `folded` leaves drawn, laid out by the tidy-tree algorithm one sibling apart. */
function tidyShown(layout: TreeLayout, folded: ReadonlySet<number>): HierarchyPointNode<number> {
  return tree<number>().nodeSize([1, 1])(hierarchy(0, (i) => (folded.has(i) ? undefined : [...childrenOf(layout, i)])));
}

/** `layout` with the members `folded` leaves drawn laid out anew, closed up; the same layout when nothing is folded. */
export function foldedLayout(layout: TreeLayout, folded: ReadonlySet<number>): TreeLayout {
  if (folded.size === 0 || layout.count === 0) return layout;
  const shown = tidyShown(layout, folded);
  const sign = layout.mirrored ? -1 : 1;
  const x = new Float64Array(layout.count);
  shown.each((node) => (x[node.data] = sign * (node.x ?? 0) * SIBLING_GAP));
  // A parent comes before its children: a hidden member takes its parent's place, which is the folded
  // one's, so the drawing's bounds (the fit, the first look) are those of the members shown.
  const y = layout.y.slice();
  const hidden = hiddenBy(layout, folded);
  for (let i = 1; i < layout.count; i++) {
    if (!hidden[i]) continue;
    x[i] = x[layout.parent[i]];
    y[i] = y[layout.parent[i]];
  }
  return { ...layout, x, y };
}

/**
 * The members of each generation (the root's is 0) that have children, in one pass: folded, those of a
 * generation end the chart there. A first look tries several generations; going over every member for each
 * made its folding of bench/tree-canvas.ts's 100,000 members take 8 to 11 ms in a first run on Node, against
 * 3 to 5 ms.
 */
function parentsByGeneration(layout: TreeLayout): number[][] {
  const byGeneration: number[][] = [];
  for (let i = 0; i < layout.count; i++) {
    if (hasChildren(layout, i)) (byGeneration[layout.depth[i]] ??= []).push(i);
  }
  return byGeneration;
}

/** How wide, in world units, the chart is with `folded` folded: across the members drawn, measured without laying out the rest. */
function foldedWidth(layout: TreeLayout, folded: ReadonlySet<number>): number {
  if (folded.size === 0) {
    const { minX, maxX } = treeBounds(layout);
    return maxX - minX;
  }
  let min = Infinity;
  let max = -Infinity;
  tidyShown(layout, folded).each((node) => {
    min = Math.min(min, node.x);
    max = Math.max(max, node.x);
  });
  return (max - min) * SIBLING_GAP;
}

/**
 * What a first look folds: the most generations whose chart is at most `width` world units across, each
 * member of the next generation with children folded; at least the root's children are shown. Nothing
 * when the whole family fits.
 */
export function readableFolding(layout: TreeLayout, width: number): Set<number> {
  const withChildren = parentsByGeneration(layout);
  const foldedAt = (depth: number) => new Set(withChildren[depth]);
  let chosen = foldedAt(1);
  for (let depth = 2; ; depth++) {
    const folded = foldedAt(depth);
    if (foldedWidth(layout, folded) > width) return chosen;
    if (folded.size === 0) return folded;
    chosen = folded;
  }
}
