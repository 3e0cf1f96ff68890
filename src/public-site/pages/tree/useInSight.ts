// Brings an element into sight once it has been painted, when it is not: the family view's person in the centre,
// whom the grandfather's and the parents' rows above push below the first screen of a phone (and of a laptop), and
// whom a tap on a cousin far down the page puts in the centre of a family drawn above the reader's scroll.
import { useEffect, type RefObject } from 'react';

export function useInSight(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    let timer = 0;
    // After the frame that holds the element, so the first frame does not wait for the scroll, and after the
    // page's own scroll to its top on arrival (ScrollToTop), which would otherwise undo this one.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const element = ref.current;
        if (!element) return;
        const { top, bottom } = element.getBoundingClientRect();
        if (top >= 0 && bottom <= window.innerHeight) return;
        const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        element.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ref, key]);
}
