// An element and its CSS size, kept up to date as the window or the phone's orientation changes.
import { useCallback, useState } from 'react';

export interface Size {
  width: number;
  height: number;
}

const NO_SIZE: Size = { width: 0, height: 0 };

/**
 * The ref to give the element, the element once it is in the page, and its size. The element must have no
 * padding nor border: its size is read first as its box's, then observed as its content's.
 */
export function useElementSize<E extends HTMLElement>() {
  const [element, setElement] = useState<E | null>(null);
  const [size, setSize] = useState(NO_SIZE);
  const ref = useCallback((attached: E | null) => {
    if (!attached) return;
    setElement(attached);
    const keep = (width: number, height: number) => setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    // Read at once, before the first paint: the observer's first answer comes after that paint, and what is drawn at
    // this size (the tree's first frame) would wait a frame for it.
    const box = attached.getBoundingClientRect();
    keep(box.width, box.height);
    const observer = new ResizeObserver(([entry]) => keep(entry.contentRect.width, entry.contentRect.height));
    observer.observe(attached);
    return () => {
      observer.disconnect();
      setElement(null);
    };
  }, []);
  return { ref, element, size };
}
