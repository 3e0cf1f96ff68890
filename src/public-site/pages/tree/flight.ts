// A flight from one view to another, as a map flies to a town: the centre glides there while the zoom
// backs out part way when the two are far apart (so the reader sees where the flight goes) and comes
// in again at the end. Pure: the view at a moment of the flight, for the animation and the unit test.
import type { TreeView } from './viewQuery.ts';

/** How long a flight lasts, in milliseconds. */
export const FLIGHT_MS = 800;

const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * The view `t` (0 to 1) of the way from `from` to `to`, on a canvas `span` CSS pixels across (its
 * smaller side): when the way is longer than half a screen, the zoom halfway shows both ends.
 */
export function flightView(from: TreeView, to: TreeView, t: number, span: number): TreeView {
  const e = ease(Math.min(1, Math.max(0, t)));
  const x = from.x + (to.x - from.x) * e;
  const y = from.y + (to.y - from.y) * e;
  // The zoom in logarithms, so doubling and halving take the same time.
  const k = Math.exp(Math.log(from.k) + (Math.log(to.k) - Math.log(from.k)) * e);
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  // The zoom at which the way between the two takes half the screen.
  const seeBoth = distance > 0 ? span / (2 * distance) : Infinity;
  // 4t(1-t) is 0 at both ends and 1 halfway.
  const dip = Math.min(1, seeBoth / k) ** (4 * t * (1 - t));
  return { x, y, k: k * dip };
}
