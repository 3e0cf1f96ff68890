// A user-timing mark when the tree first shows, in any of its looks, so a measure of the page
// (bench/tree-canvas.ts) sees when a family member first sees their family.
export const FIRST_FRAME_MARK = 'tree-first-frame';

export function markFirstFrame(): void {
  if (performance.getEntriesByName(FIRST_FRAME_MARK).length === 0) performance.mark(FIRST_FRAME_MARK);
}
