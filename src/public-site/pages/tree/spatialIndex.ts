// Which members a view shows, and which one a tap lands on, without looking at all of them: a packed
// R-tree (flatbush) over each member's card together with the line up to its parent, so a line that
// crosses the screen is drawn even when both its ends are off it.
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
  /** The member whose card (or dot, `slack` world units around its centre) holds the point, or -1; none `hidden` marks. */
  at: (x: number, y: number, slack: number, hidden?: Uint8Array) => number;
}

/** The index without the members `hidden` marks (those below a folded branch). */
export function withoutHidden(index: TreeIndex, hidden: Uint8Array): TreeIndex {
  return {
    within: (box) => index.within(box).filter((i) => !hidden[i]),
    at: (x, y, slack) => index.at(x, y, slack, hidden),
  };
}

export function indexTree(layout: TreeLayout): TreeIndex {
  const index = new Flatbush(Math.max(1, layout.count));
  const halfW = CARD_WIDTH / 2;
  const halfH = CARD_HEIGHT / 2;
  for (let i = 0; i < layout.count; i++) {
    const p = layout.parent[i];
    const x = layout.x[i];
    const y = layout.y[i];
    const px = p >= 0 ? layout.x[p] : x;
    index.add(Math.min(x - halfW, px), p >= 0 ? y - GENERATION_GAP : y - halfH, Math.max(x + halfW, px), y + halfH);
  }
  if (layout.count === 0) index.add(0, 0, 0, 0);
  index.finish();

  const within = (box: Box) => index.search(box.minX, box.minY, box.maxX, box.maxY).filter((i) => i < layout.count);
  const at = (x: number, y: number, slack: number, hidden?: Uint8Array) => {
    const w = Math.max(halfW, slack);
    const h = Math.max(halfH, slack);
    let best = -1;
    let bestDistance = Infinity;
    for (const i of index.search(x - w, y - h, x + w, y + h)) {
      if (i >= layout.count || hidden?.[i]) continue;
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
