// The members whose place is on screen, in reading order (generation by generation, in the page's
// direction), for the list screen readers follow. Capped: far out, a list of thousands helps nobody.
import type { ZoomTransform } from 'd3-zoom';
import type { TreeIndex } from './spatialIndex.ts';
import type { TreeLayout } from './treeLayout.ts';
import { visibleBox } from './drawTree.ts';
import type { Size } from './useElementSize.ts';

export const MAX_LISTED = 60;

export interface PersonInView {
  index: number;
  /** Where the member is drawn, in CSS pixels from the canvas's top left corner. */
  screenX: number;
  screenY: number;
}

export interface PeopleInView {
  people: PersonInView[];
  /** How many more are on screen than listed. */
  more: number;
  /** The view they are in. */
  transform: { x: number; y: number; k: number };
}

export function peopleInView(layout: TreeLayout, index: TreeIndex, t: ZoomTransform, size: Size): PeopleInView {
  const box = visibleBox(t, size.width, size.height);
  const inside = index
    .within(box)
    .filter((i) => layout.x[i] >= box.minX && layout.x[i] <= box.maxX && layout.y[i] >= box.minY && layout.y[i] <= box.maxY);
  // Order is by the server's x, which is already left to right; a mirrored page reads it from the right.
  const across = layout.mirrored ? -1 : 1;
  inside.sort((a, b) => layout.depth[a] - layout.depth[b] || across * (layout.x[a] - layout.x[b]));
  const people = inside.slice(0, MAX_LISTED).map((i) => {
    const [screenX, screenY] = t.apply([layout.x[i], layout.y[i]]);
    return { index: i, screenX, screenY };
  });
  return { people, more: inside.length - people.length, transform: { x: t.x, y: t.y, k: t.k } };
}
