// The fan chart's geometry: the person in a half disc at the centre, each generation of ancestors a ring
// around it, the father's line one half and the mother's the other. The father's line is on the side a
// reader starts from (left in English, right in Arabic and Hebrew). Angles are in radians from the right
// (0) over the top (π/2) to the left (π); SVG's y grows downwards, so a point above the centre has y < 0.
import { generationOf, indexInGeneration } from './ahnentafel.ts';

/** The centre's radius and each ring's width (generation 1, 2, …): outer rings are wider, as their names are written across them. */
const CENTRE_RADIUS = 72;
const RING_WIDTHS = [64, 64, 92, 112, 112, 120];

export interface Sector {
  inner: number;
  outer: number;
  /** The angle on the reader's first side and on the other: `from` > `to`. */
  from: number;
  to: number;
}

const ringInner = (generation: number): number => CENTRE_RADIUS + RING_WIDTHS.slice(0, generation - 1).reduce((a, b) => a + b, 0);

/** The outer radius of a fan of `generations` generations (the person's own counted). */
export const fanRadius = (generations: number): number => (generations <= 1 ? CENTRE_RADIUS : ringInner(generations));

/** The place of Ahnentafel number `number` (2 or more). */
export function sectorOf(number: number, mirrored: boolean): Sector {
  const generation = generationOf(number);
  const span = Math.PI / 2 ** generation;
  const index = indexInGeneration(number);
  const start = mirrored ? index * span : Math.PI - index * span;
  const end = mirrored ? start + span : start - span;
  const inner = ringInner(generation);
  return { inner, outer: inner + RING_WIDTHS[generation - 1]!, from: Math.max(start, end), to: Math.min(start, end) };
}

const point = (r: number, angle: number) => `${(r * Math.cos(angle)).toFixed(2)} ${(-r * Math.sin(angle)).toFixed(2)}`;

/** The outline of a sector, drawn over the top from the left. */
export function sectorPath({ inner, outer, from, to }: Sector): string {
  return `M ${point(outer, from)} A ${outer} ${outer} 0 0 1 ${point(outer, to)} L ${point(inner, to)} A ${inner} ${inner} 0 0 0 ${point(inner, from)} Z`;
}

/** An arc at radius `r` from left to right, along which text stands upright. */
export const arcPath = (r: number, { from, to }: Sector): string => `M ${point(r, from)} A ${r} ${r} 0 0 1 ${point(r, to)}`;

/** The half disc of the person in the centre. */
export const centrePath = (): string => `M ${-CENTRE_RADIUS} 0 A ${CENTRE_RADIUS} ${CENTRE_RADIUS} 0 0 1 ${CENTRE_RADIUS} 0 Z`;
export const centreRadius = CENTRE_RADIUS;

/** Inner rings are wide enough across to write a name along the arc; outer ones are written along the radius. */
export const writtenAlongArc = (number: number): boolean => generationOf(number) <= 2;

/** Where a name written along the radius stands, and its turn in degrees so that it reads upright on either half. */
export function radialLabel({ inner, outer, from, to }: Sector): { x: number; y: number; rotate: number } {
  const middle = (from + to) / 2;
  const r = (inner + outer) / 2;
  const degrees = (middle * 180) / Math.PI;
  return { x: r * Math.cos(middle), y: -r * Math.sin(middle), rotate: middle > Math.PI / 2 ? 180 - degrees : -degrees };
}

/** A font size in which `text` fits in `length` units (an estimate: a glyph is about 0.58 of the size), between `min` and `max`. */
export const fittingSize = (text: string, length: number, max: number, min = 7): number =>
  Math.max(min, Math.min(max, length / (Math.max(text.length, 1) * 0.58)));
