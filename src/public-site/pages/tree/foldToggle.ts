// The control that folds and unfolds a member's branch, drawn on the canvas beside a dot (or under a
// card): "−" while the branch is open, "+12" when folded with 12 people hidden. Sized in screen
// pixels whatever the zoom, like the names, and a little larger to a finger than to the eye.
import type { Transform } from './drawTree.ts';
import { CARD_HEIGHT } from './spatialIndex.ts';
import type { TreeLayout } from './treeLayout.ts';

/** Height of the control on screen, in CSS pixels, and how far around it a tap still counts. */
export const TOGGLE_HEIGHT = 20;
const TAP_SLACK = 6;

export interface Folding {
  folded: ReadonlySet<number>;
  /** Descendants of each member. */
  below: Int32Array;
}

export const hasChildren = (layout: TreeLayout, i: number): boolean => layout.childStart[i + 1] > layout.childStart[i];

/** What the control of member `i` reads. */
export const toggleText = ({ folded, below }: Folding, i: number, digits: (n: number) => string): string =>
  folded.has(i) ? `+${digits(below[i])}` : '−';

/** Its width on screen, from its text (a measure the canvas and the tap agree on). */
export const toggleWidth = (text: string): number => 12 + 7.5 * [...text].length;

export interface TogglePlace {
  /** Centre, in world units. */
  x: number;
  y: number;
  /** Width, in CSS pixels. */
  width: number;
}

/** Where the control of member `i` is: just under a card, or on the page's end side of a dot of `radius`. */
export function togglePlace(layout: TreeLayout, i: number, k: number, cards: boolean, radius: number, text: string): TogglePlace {
  const width = toggleWidth(text);
  if (cards) return { x: layout.x[i], y: layout.y[i] + CARD_HEIGHT / 2 + (TOGGLE_HEIGHT / 2 + 3) / k, width };
  const side = layout.mirrored ? -1 : 1;
  return { x: layout.x[i] + side * (radius + (4 + width / 2) / k), y: layout.y[i], width };
}

/** The member among `candidates` whose control holds the screen point (sx, sy), or -1. */
export function toggleAt(
  layout: TreeLayout,
  candidates: readonly number[],
  place: (i: number) => TogglePlace,
  t: Transform,
  sx: number,
  sy: number,
): number {
  for (const i of candidates) {
    if (!hasChildren(layout, i)) continue;
    const { x, y, width } = place(i);
    const cx = x * t.k + t.x;
    const cy = y * t.k + t.y;
    if (Math.abs(sx - cx) <= width / 2 + TAP_SLACK && Math.abs(sy - cy) <= TOGGLE_HEIGHT / 2 + TAP_SLACK) return i;
  }
  return -1;
}
