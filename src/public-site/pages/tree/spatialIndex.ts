// Which members a view shows, and which one a tap lands on, without looking at all of them: a packed
// R-tree (flatbush) over each drawn member's card together with the line up to its parent, so a line that
// crosses the screen is drawn even when both its ends are off it. The members below a folded branch are not
// in it: a first look of 100,000 members draws a few hundred, and an index of all would be built for nothing
// and answer every view with the hidden ones, piled on their folded ancestor (bench/tree-canvas.ts).
import Flatbush from 'flatbush';
import { GENERATION_GAP, type TreeLayout } from './treeLayout.ts';

/** A member's card in world units, centred on its position. */
export const CARD_WIDTH = 124;
export const CARD_HEIGHT = 46;

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface TreeIndex {
  /** Members whose card or parent line meets the box. */
  within: (box: Box) => number[];
  /** The member whose card (or dot, `slack` world units around its centre) holds the point, or -1. */
  at: (x: number, y: number, slack: number) => number;
}

/** The index of the members drawn: all of them, or those `hidden` does not mark (below a folded branch). */
export function indexTree(layout: TreeLayout, hidden?: Uint8Array): TreeIndex {
  const drawn: number[] = [];
  for (let i = 0; i < layout.count; i++) if (!hidden?.[i]) drawn.push(i);
  const index = new Flatbush(Math.max(1, drawn.length));
  const halfW = CARD_WIDTH / 2;
  const halfH = CARD_HEIGHT / 2;
  for (const i of drawn) {
    const p = layout.parent[i];
    const x = layout.x[i];
    const y = layout.y[i];
    const px = p >= 0 ? layout.x[p] : x;
    index.add(Math.min(x - halfW, px), p >= 0 ? y - GENERATION_GAP : y - halfH, Math.max(x + halfW, px), y + halfH);
  }
  if (drawn.length === 0) index.add(0, 0, 0, 0);
  index.finish();

  // The entries found, turned in place into the members they stand for: no array per member found, which at
  // the overview's crowded zooms was thousands of them at every frame. An empty index's one entry is nobody.
  const search = (minX: number, minY: number, maxX: number, maxY: number) => {
    if (drawn.length === 0) return [];
    const found = index.search(minX, minY, maxX, maxY);
    for (let n = 0; n < found.length; n++) found[n] = drawn[found[n]];
    return found;
  };
  const within = (box: Box) => search(box.minX, box.minY, box.maxX, box.maxY);
  const at = (x: number, y: number, slack: number) => {
    const w = Math.max(halfW, slack);
    const h = Math.max(halfH, slack);
    let best = -1;
    let bestDistance = Infinity;
    for (const i of search(x - w, y - h, x + w, y + h)) {
      const dx = Math.abs(layout.x[i] - x);
      const dy = Math.abs(layout.y[i] - y);
      if (dx > w || dy > h) continue;
      const distance = dx * dx + dy * dy;
      if (distance < bestDistance) [best, bestDistance] = [i, distance];
    }
    return best;
  };
  return { within, at };
}
