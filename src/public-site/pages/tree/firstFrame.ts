// A user-timing mark when the tree first shows, in any of its looks, so a measure of the page
// (bench/tree-canvas.ts) sees when a family member first sees their family; and what lies below the tree
// waits for it, so that the first frame does not.
import { useEffect, useState } from 'react';

export const FIRST_FRAME_MARK = 'tree-first-frame';

const shown = () => performance.getEntriesByName(FIRST_FRAME_MARK).length > 0;

/** Called once the first frame is marked. */
const waiting = new Set<() => void>();

export function markFirstFrame(): void {
  if (shown()) return;
  performance.mark(FIRST_FRAME_MARK);
  for (const go of waiting) go();
  waiting.clear();
}

/**
 * Whether the tree has been shown and painted. The controls below a drawing (saving it, how two people are
 * related) are rendered after it: below the first screen of a phone, they held up the overview's first frame by
 * about 60 ms of 1.4 s (bench/tree-canvas.ts). So is the overview's list of the people in view for screen readers.
 */
export function useAfterFirstFrame(): boolean {
  const [after, setAfter] = useState(shown);
  useEffect(() => {
    if (after) return;
    let frame = 0;
    let timer = 0;
    // After the frame that holds the mark has been painted, not before it.
    const go = () => void (frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setAfter(true)))));
    // The mark may be there already: set by an effect of the same commit that ran before this one.
    if (shown()) go();
    else waiting.add(go);
    return () => {
      waiting.delete(go);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [after]);
  return after;
}
