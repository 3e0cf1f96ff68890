// A face's box from the two corners a finger or a mouse drags between, as fractions of the picture: the
// corners kept within it, the box from its top left corner whichever way it was dragged.
import type { FaceBox } from '../../../../common/generated/api.ts';

export interface Point {
  x: number;
  y: number;
}

/** The smallest box worth keeping, as a fraction of each side: a tap is not a face. */
export const SMALLEST_SIDE = 0.02;

const within = (fraction: number) => Math.min(1, Math.max(0, fraction));

/** Where a pointer is on an element, as fractions of its width and height from its top left corner, within it. */
export function pointOn(element: Element, clientX: number, clientY: number): Point {
  const rect = element.getBoundingClientRect();
  return { x: within((clientX - rect.left) / rect.width), y: within((clientY - rect.top) / rect.height) };
}

/** The box between two corners; null while it is too small to be a face. */
export function boxBetween(from: Point, to: Point): FaceBox | null {
  const [a, b] = [
    { x: within(from.x), y: within(from.y) },
    { x: within(to.x), y: within(to.y) },
  ];
  const box = { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
  return box.width < SMALLEST_SIDE || box.height < SMALLEST_SIDE ? null : box;
}
