// Moving like a map: d3-zoom on the canvas (drag, pinch, wheel, double tap), plus what the buttons and
// keys ask for (zoom in and out around the centre, fit the whole family, bring a member into view).
// d3-zoom keeps the transform on the element itself (zoomTransform), not in React state: a frame is
// painted without re-rendering the page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type ZoomTransform } from 'd3-zoom';
import type { Size } from './useElementSize.ts';
import { treeBounds, type TreeLayout } from './treeLayout.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './spatialIndex.ts';
import type { TreeView } from './viewQuery.ts';
import { CARDS_FROM, NAMES_FROM } from './drawTree.ts';
import { FLIGHT_MS, flightView } from './flight.ts';

const MAX_ZOOM = 3;
/** The zoom of a first look that does not show the whole family: names written, siblings apart. */
export const FIRST_ZOOM = NAMES_FROM + 0.1;
/** Zoom a button or key press applies. */
export const ZOOM_STEP = 1.6;

export interface TreeZoom {
  /** Zooms around member `around` while it is on screen (the one the keyboard is on), else around the centre. */
  zoomBy: (factor: number, around: number) => void;
  fit: () => void;
  /** Pans so member `i` is on screen, when it is not already well inside it. */
  reveal: (i: number) => void;
  /** Flies to member `i` (close enough for its card) and puts it at the centre; at once for those who ask for less motion. */
  flyTo: (i: number) => void;
  /** Flies to a view of all these members (a path between two of them). */
  flyToAll: (members: readonly number[]) => void;
  /** Moves the drawing by this many world units, at once (a member laid out anew stays under the finger). */
  shift: (dx: number, dy: number) => void;
}

/**
 * The transform showing the whole tree, with a card's margin around it: centred across, and from the top
 * down, as a family tree reads (a short one on a tall phone screen would otherwise sit below the fold).
 */
function fitTransform(layout: TreeLayout, { width, height }: Size): { transform: ZoomTransform; k: number } {
  const b = treeBounds(layout);
  const w = b.maxX - b.minX + CARD_WIDTH * 1.5;
  const h = b.maxY - b.minY + CARD_HEIGHT * 3;
  const k = Math.min(1, width / w, height / h);
  const transform = zoomIdentity
    .translate(width / 2, CARD_HEIGHT * 1.5 * k)
    .scale(k)
    .translate(-(b.minX + b.maxX) / 2, -b.minY);
  return { transform, k };
}

const fromView = (view: TreeView, { width, height }: Size) =>
  zoomIdentity
    .translate(width / 2, height / 2)
    .scale(view.k)
    .translate(-view.x, -view.y);

/**
 * The first view without one in the address: the whole family when its names are still readable so;
 * else the root at the top, at a zoom where names are written (a family of hundreds is a thin line of
 * dots when fitted whole; the fit button is one tap away).
 */
function firstTransform(layout: TreeLayout, size: Size, fit: { transform: ZoomTransform; k: number }): ZoomTransform {
  if (fit.k >= NAMES_FROM) return fit.transform;
  return zoomIdentity
    .translate(size.width / 2, CARD_HEIGHT * 1.5)
    .scale(FIRST_ZOOM)
    .translate(-layout.x[0], -layout.y[0]);
}

/** The view a transform shows, as the address keeps it: the world point at the canvas centre. */
export const toView = (t: ZoomTransform, { width, height }: Size): TreeView => {
  const [x, y] = t.invert([width / 2, height / 2]);
  return { x, y, k: t.k };
};

/** The transform the canvas shows now. */
export const currentTransform = (canvas: HTMLCanvasElement | null): ZoomTransform => (canvas ? zoomTransform(canvas) : zoomIdentity);

/** Calls `onMove` at each change of the view; the first view is `initial`, else the whole family. */
export function useTreeZoom(
  canvas: HTMLCanvasElement | null,
  layout: TreeLayout,
  size: Size,
  initial: TreeView | undefined,
  onMove: (t: ZoomTransform) => void,
): TreeZoom {
  const [behaviour] = useState(() => zoom<HTMLCanvasElement, unknown>());
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (!canvas) return;
    const selection = select(canvas);
    behaviour.on('zoom', ({ transform }: { transform: ZoomTransform }) => onMoveRef.current(transform));
    selection.call(behaviour);
    return () => void selection.on('.zoom', null);
  }, [canvas, behaviour]);

  // The tree the view was first placed on (its members, whatever folding lays them out anew): a resize
  // or a fold keeps the view, a new tree gets its own.
  const placed = useRef<TreeLayout['ids']>(null);
  useEffect(() => {
    if (!canvas || !size.width || !size.height) return;
    const fit = fitTransform(layout, size);
    // Far enough out to see the whole family, however large it grows.
    behaviour.scaleExtent([Math.min(fit.k / 2, 0.1), MAX_ZOOM]);
    if (placed.current === layout.ids) return;
    placed.current = layout.ids;
    behaviour.transform(select(canvas), initial ? fromView(initial, size) : firstTransform(layout, size, fit));
  }, [canvas, layout, size, behaviour, initial]);

  const zoomBy = useCallback(
    (factor: number, around: number) => {
      if (!canvas) return;
      const [x, y] = zoomTransform(canvas).apply([layout.x[around], layout.y[around]]);
      const onScreen = x >= 0 && x <= size.width && y >= 0 && y <= size.height;
      behaviour.scaleBy(select(canvas), factor, onScreen ? [x, y] : undefined);
    },
    [behaviour, canvas, layout, size],
  );
  const fit = useCallback(
    () => canvas && behaviour.transform(select(canvas), fitTransform(layout, size).transform),
    [behaviour, canvas, layout, size],
  );
  const reveal = useCallback(
    (i: number) => {
      if (!canvas) return;
      const [sx, sy] = zoomTransform(canvas).apply([layout.x[i], layout.y[i]]);
      const margin = Math.min(size.width, size.height) / 6;
      if (sx > margin && sx < size.width - margin && sy > margin && sy < size.height - margin) return;
      behaviour.translateTo(select(canvas), layout.x[i], layout.y[i]);
    },
    [behaviour, canvas, layout, size],
  );
  const flight = useRef(0);
  useEffect(() => () => cancelAnimationFrame(flight.current), []);
  const flyToView = useCallback(
    (to: TreeView) => {
      if (!canvas) return;
      cancelAnimationFrame(flight.current);
      const from = toView(zoomTransform(canvas), size);
      const place = (view: TreeView) => behaviour.transform(select(canvas), fromView(view, size));
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return place(to);
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / FLIGHT_MS);
        place(t < 1 ? flightView(from, to, t, Math.min(size.width, size.height)) : to);
        if (t < 1) flight.current = requestAnimationFrame(step);
      };
      flight.current = requestAnimationFrame(step);
    },
    [behaviour, canvas, size],
  );
  const flyTo = useCallback(
    (i: number) => canvas && flyToView({ x: layout.x[i], y: layout.y[i], k: Math.max(zoomTransform(canvas).k, CARDS_FROM) }),
    [canvas, layout, flyToView],
  );
  const flyToAll = useCallback(
    (members: readonly number[]) => {
      const xs = members.map((i) => layout.x[i]);
      const ys = members.map((i) => layout.y[i]);
      const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const k = Math.min(MAX_ZOOM / 2, size.width / (maxX - minX + CARD_WIDTH * 1.5), size.height / (maxY - minY + CARD_HEIGHT * 3));
      flyToView({ x: (minX + maxX) / 2, y: (minY + maxY) / 2, k: Math.max(k, behaviour.scaleExtent()[0]) });
    },
    [layout, size, behaviour, flyToView],
  );
  const shift = useCallback((dx: number, dy: number) => canvas && behaviour.translateBy(select(canvas), dx, dy), [behaviour, canvas]);
  return { zoomBy, fit, reveal, flyTo, flyToAll, shift };
}
