// How a poster of the tree falls on paper: the page size, the scale from the drawing's world units to
// millimetres, and the part of the drawing each page holds. A4 and A3 either take the whole drawing on
// one sheet, shrunk to fit, or spread it at a readable size over as many sheets as it needs (to be
// put together on a wall); the large page holds it at a readable size on one page as big as it needs,
// for a print shop. Pure arithmetic: the PDF writer draws what this plans.
import type { Box } from './spatialIndex.ts';

export const PAPERS = ['a4', 'a3', 'large'] as const;
export type Paper = (typeof PAPERS)[number];
/** One sheet with everything on it, or the readable size over several sheets. */
export type Spread = 'fit' | 'pages';

/** A sheet's short and long sides in millimetres. */
const SHEETS: Record<Exclude<Paper, 'large'>, readonly [number, number]> = { a4: [210, 297], a3: [297, 420] };
/** White around the drawing on every page, and room for the page's label at its foot. */
export const MARGIN_MM = 10;
/** The readable size: a card 31 mm wide, a name 3.5 mm high (10 pt). */
export const READABLE_MM_PER_UNIT = 0.25;
/** A small family fitted on a sheet grows at most to twice the readable size. */
const LARGEST_FIT_MM_PER_UNIT = 0.5;
/** PDF's largest page side is 14,400 points (200 inches, 5,080 mm): a millimetre less, clear of rounding. */
export const LARGEST_PAGE_MM = 5079;
/** More sheets than a wall takes: past this, the dialog offers folding branches or the large page instead. */
export const MOST_SHEETS = 100;

export interface PosterPage {
  /** 1-based place of the sheet on the wall (1, 1 for a single page). */
  row: number;
  column: number;
  /** The part of the drawing on this page's printable area, in world units. */
  world: Box;
}

export interface PosterPlan {
  widthMm: number;
  heightMm: number;
  mmPerUnit: number;
  rows: number;
  columns: number;
  pages: PosterPage[];
}

/**
 * The sheets the drawing (a box in world units) needs on `paper`, spread as asked (the large page is always
 * one); in a right-to-left drawing the first column is the right-hand one, where the drawing begins.
 */
export function posterPlan(drawing: Box, paper: Paper, spread: Spread, rightToLeft = false): PosterPlan {
  const width = Math.max(1, drawing.maxX - drawing.minX);
  const height = Math.max(1, drawing.maxY - drawing.minY);
  if (paper === 'large') {
    const room = LARGEST_PAGE_MM - 2 * MARGIN_MM;
    const mmPerUnit = Math.min(READABLE_MM_PER_UNIT, room / width, room / height);
    return single(drawing, width * mmPerUnit + 2 * MARGIN_MM, height * mmPerUnit + 2 * MARGIN_MM, mmPerUnit);
  }
  const [short, long] = SHEETS[paper];
  // A wide drawing prints across the sheet's long side.
  const orientations: [number, number][] = [
    [long, short],
    [short, long],
  ];
  if (spread === 'fit') {
    const scaleOn = ([w, h]: [number, number]) => Math.min((w - 2 * MARGIN_MM) / width, (h - 2 * MARGIN_MM) / height);
    const [w, h] = orientations.reduce((best, o) => (scaleOn(o) > scaleOn(best) ? o : best));
    return single(drawing, w, h, Math.min(LARGEST_FIT_MM_PER_UNIT, scaleOn([w, h])));
  }
  const mmPerUnit = READABLE_MM_PER_UNIT;
  const grid = ([w, h]: [number, number]) => ({
    w,
    h,
    columns: Math.ceil((width * mmPerUnit) / (w - 2 * MARGIN_MM)),
    rows: Math.ceil((height * mmPerUnit) / (h - 2 * MARGIN_MM)),
  });
  const { w, h, columns, rows } = orientations.map(grid).reduce((best, g) => (g.rows * g.columns < best.rows * best.columns ? g : best));
  const pageWorldW = (w - 2 * MARGIN_MM) / mmPerUnit;
  const pageWorldH = (h - 2 * MARGIN_MM) / mmPerUnit;
  // The grid is centred on the drawing, so the white left over is shared by the outer sheets.
  const minX = drawing.minX - (columns * pageWorldW - width) / 2;
  const minY = drawing.minY - (rows * pageWorldH - height) / 2;
  const pages: PosterPage[] = [];
  for (let row = 1; row <= rows; row++)
    for (let column = 1; column <= columns; column++) {
      const x = minX + (rightToLeft ? columns - column : column - 1) * pageWorldW;
      const y = minY + (row - 1) * pageWorldH;
      pages.push({ row, column, world: { minX: x, minY: y, maxX: x + pageWorldW, maxY: y + pageWorldH } });
    }
  return { widthMm: w, heightMm: h, mmPerUnit, rows, columns, pages };
}

/** One page holding the whole drawing, centred on its printable area. */
function single(drawing: Box, widthMm: number, heightMm: number, mmPerUnit: number): PosterPlan {
  const worldW = (widthMm - 2 * MARGIN_MM) / mmPerUnit;
  const worldH = (heightMm - 2 * MARGIN_MM) / mmPerUnit;
  const minX = (drawing.minX + drawing.maxX) / 2 - worldW / 2;
  const minY = (drawing.minY + drawing.maxY) / 2 - worldH / 2;
  return {
    widthMm,
    heightMm,
    mmPerUnit,
    rows: 1,
    columns: 1,
    pages: [{ row: 1, column: 1, world: { minX, minY, maxX: minX + worldW, maxY: minY + worldH } }],
  };
}

/** A rectangle of a page's picture, in pixels. */
export interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A page's picture cut into pieces no side of which passes `maxSide` pixels: each is drawn on its own
 * canvas, one at a time, so a poster of any size stays within what a phone's browser can hold.
 */
export function pageTiles(width: number, height: number, maxSide: number): Tile[] {
  const tiles: Tile[] = [];
  for (let y = 0; y < height; y += maxSide)
    for (let x = 0; x < width; x += maxSide)
      tiles.push({ x, y, width: Math.min(maxSide, width - x), height: Math.min(maxSide, height - y) });
  return tiles;
}
