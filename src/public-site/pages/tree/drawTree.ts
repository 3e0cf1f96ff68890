// Paints the part of the tree a view shows, with detail by zoom: far out lines and gender-coloured
// dots, closer the names, close a card with name and birth year. Only the members the index finds in
// the view are touched, so a frame costs what is on screen, not the family's size.
import { CARD_HEIGHT, CARD_WIDTH, type Box, type TreeIndex } from './spatialIndex.ts';
import { barY, SIBLING_GAP, type TreeLayout } from './treeLayout.ts';
import { labelDirection } from './labelDirection.ts';
import { hasChildren, TOGGLE_HEIGHT, togglePlace, toggleText, type Folding } from './foldToggle.ts';

/** d3-zoom's transform: a screen point is world * k + (x, y). */
export interface Transform {
  x: number;
  y: number;
  k: number;
}

export interface TreePalette {
  male: string;
  female: string;
  line: string;
  card: string;
  /** The page behind the canvas. */
  background: string;
  text: string;
  focus: string;
  /** The marked line. */
  mark: string;
}

export interface Frame {
  layout: TreeLayout;
  index: TreeIndex;
  transform: Transform;
  /** CSS pixels. */
  width: number;
  height: number;
  pixelRatio: number;
  focus: number;
  /** Members whose line up to their parent is drawn marked (a found member's line from the root), or empty. */
  marked: readonly number[];
  palette: TreePalette;
  /** Birth year in the page's digits. */
  year: (year: number) => string;
  /** Folded branches (their members are already left out of `index`). */
  folding: Folding;
  /** Members' pictures, drawn on their cards (the poster has them; the page's canvas does not). */
  photos?: ReadonlyMap<number, CardPhoto>;
}

/** A member's picture on a card, ready for both kinds of poster: drawn on a canvas, embedded in an SVG. */
export interface CardPhoto {
  image: CanvasImageSource;
  dataUrl: string;
}

/** Room between a card's edge and what is on it, in world units. */
const CARD_PADDING = 6;
/** A card's picture: a circle at the card's start, where the name would begin (the right in right-to-left). */
const PHOTO_RADIUS = 17;

/** Where a member's card shows its picture. */
export function cardPhotoPlace(layout: TreeLayout, i: number): { cx: number; cy: number; r: number } {
  const fromCentre = CARD_WIDTH / 2 - CARD_PADDING - PHOTO_RADIUS;
  return { cx: layout.x[i] + (layout.mirrored ? fromCentre : -fromCentre), cy: layout.y[i], r: PHOTO_RADIUS };
}

/** Where a card's name and year are centred, and how wide they may be: the whole card, or beside its picture. */
export function cardTextPlace(layout: TreeLayout, i: number, withPhoto: boolean): { x: number; width: number } {
  if (!withPhoto) return { x: layout.x[i], width: CARD_WIDTH - 2 * CARD_PADDING };
  const taken = 2 * PHOTO_RADIUS + CARD_PADDING / 2;
  return { x: layout.x[i] + (layout.mirrored ? -taken / 2 : taken / 2), width: CARD_WIDTH - 2 * CARD_PADDING - taken };
}

/** The smallest a written name may be on screen, in CSS pixels. */
const MIN_NAME_PX = 11;
/** Size of a name on a card, in world units: it grows and shrinks with the zoom. */
const CARD_NAME_SIZE = 14;
/** Zoom from which names are written (at NAME_PX, whatever the zoom), and from which members become cards, their names no smaller. */
export const NAMES_FROM = 0.4;
export const CARDS_FROM = MIN_NAME_PX / CARD_NAME_SIZE;
/** A dot's radius in world units: a readable size on screen at any zoom. */
export const dotRadius = (k: number): number => Math.max(3, 7 * k) / k;
/** Size of a name under a dot, in CSS pixels. */
const NAME_PX = 13;

/** How high names are written at zoom `k`, in CSS pixels: 0 when only dots are drawn. */
export const nameHeight = (k: number): number => (k >= CARDS_FROM ? CARD_NAME_SIZE * k : k >= NAMES_FROM ? NAME_PX : 0);

/** The world box a transform shows on a canvas of the given CSS size. */
export function visibleBox({ x, y, k }: Transform, width: number, height: number): Box {
  return { minX: -x / k, minY: -y / k, maxX: (width - x) / k, maxY: (height - y) / k };
}

/** The canvas font of the tree's words, at `px` pixels. */
export const font = (px: number, weight = 400) =>
  `${weight} ${px}px system-ui, "Segoe UI", Tahoma, "Noto Sans Arabic", "Noto Sans Hebrew", sans-serif`;

/**
 * Whether the line from member `i` up to its parent, `lineWidth` wide, lies wholly under the squares of half
 * side `half` centred on the two (world units): down from the parent to the bar, across, and down to the child.
 */
export function lineHiddenUnder(layout: TreeLayout, i: number, half: number, lineWidth: number): boolean {
  const p = layout.parent[i];
  const bar = barY(layout, i);
  const edge = lineWidth / 2;
  return bar - layout.y[p] + edge <= half && layout.y[i] - bar + edge <= half && Math.abs(layout.x[i] - layout.x[p]) + 2 * edge <= 2 * half;
}

/**
 * The lines up from `members` to their parents. With `under`, the half side of the squares drawn over them
 * (world units), a line that lies wholly under its two ends' squares is left out: at the overview's crowded
 * zooms a generation is a fraction of a pixel high and most lines are hidden so (bench/tree-canvas.ts, P2).
 */
function drawLines(ctx: CanvasRenderingContext2D, { layout }: Frame, members: readonly number[], under = 0) {
  const lineWidth = ctx.lineWidth;
  ctx.beginPath();
  for (const i of members) {
    const p = layout.parent[i];
    if (p < 0 || (under > 0 && lineHiddenUnder(layout, i, under, lineWidth))) continue;
    const midY = barY(layout, i);
    ctx.moveTo(layout.x[p], layout.y[p]);
    ctx.lineTo(layout.x[p], midY);
    ctx.lineTo(layout.x[i], midY);
    ctx.lineTo(layout.x[i], layout.y[i]);
  }
  ctx.stroke();
}

/** The marked line, thick, over the others; only its part on screen costs anything to the canvas. */
function drawMarked(ctx: CanvasRenderingContext2D, frame: Frame) {
  const { palette, transform } = frame;
  ctx.save();
  ctx.strokeStyle = palette.mark;
  ctx.lineWidth = Math.max(4, 5 * transform.k) / transform.k;
  ctx.lineJoin = 'round';
  drawLines(ctx, frame, frame.marked);
  ctx.restore();
}

/**
 * From this many members in view the dots run together into bands, and each is drawn as a square: a
 * phone's canvas fills thousands of small squares in a fraction of the time it takes to shape as many
 * circles (bench/tree-canvas.ts, P2 on the phone: a third of the frames late with circles, few with squares),
 * and the squares that overlap along a row faster still as one rectangle (drawBands).
 */
const CROWD = 1000;

function drawDots(ctx: CanvasRenderingContext2D, { layout, palette }: Frame, members: readonly number[], radius: number, squares: boolean) {
  // In the layout's order, in which drawBands merges the most squares.
  const ordered = squares ? Int32Array.from(members).sort() : undefined;
  for (const female of [0, 1]) {
    ctx.fillStyle = female ? palette.female : palette.male;
    ctx.beginPath();
    if (ordered) drawBands(ctx, layout, ordered, female, radius);
    else
      for (const i of members) {
        if (layout.female[i] !== female) continue;
        ctx.moveTo(layout.x[i] + radius, layout.y[i]);
        ctx.arc(layout.x[i], layout.y[i], radius, 0, Math.PI * 2);
      }
    ctx.fill();
  }
}

/**
 * The squares of one colour, those that overlap along a generation's row drawn as one rectangle: the same
 * pixels, but at the overview's crowded zooms hundreds of neighbours lie within a square of each other, and the
 * canvas fills a few long rectangles far faster than thousands of small ones (bench/tree-canvas.ts, P2).
 * `members` come in the layout's order (ascending), in which a generation's members come one after the other
 * across: the server lays the family out depth first. A square more than a side from the one before it in its
 * row starts a new band. In any order each band is a chain of squares within a side of each other, so it
 * covers what they do; in the layout's order the bands are fewest.
 */
export function drawBands(ctx: CanvasRenderingContext2D, layout: TreeLayout, members: ArrayLike<number>, female: number, radius: number) {
  const side = radius * 2;
  let rows = 0;
  for (let n = 0; n < members.length; n++) rows = Math.max(rows, layout.depth[members[n]] + 1);
  // Each row's open band, by generation: the first and last centres across it (NaN: none yet), and the last square's.
  const from = new Float64Array(rows).fill(NaN);
  const to = new Float64Array(rows);
  const last = new Float64Array(rows);
  const y = new Float64Array(rows);
  const close = (row: number) =>
    ctx.rect(Math.min(from[row], to[row]) - radius, y[row] - radius, Math.abs(to[row] - from[row]) + side, side);
  for (let n = 0; n < members.length; n++) {
    const i = members[n];
    if (layout.female[i] !== female) continue;
    const row = layout.depth[i];
    const x = layout.x[i];
    if (Number.isNaN(from[row]) || Math.abs(x - last[row]) > side) {
      if (!Number.isNaN(from[row])) close(row);
      from[row] = to[row] = x;
      y[row] = layout.y[i];
    } else {
      from[row] = Math.min(from[row], x);
      to[row] = Math.max(to[row], x);
    }
    last[row] = x;
  }
  for (let row = 0; row < rows; row++) if (!Number.isNaN(from[row])) close(row);
}

function drawLabel(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth: number) {
  ctx.direction = labelDirection(text);
  ctx.fillText(text, x, y, maxWidth);
}

/** Names under the dots, at a fixed size on screen whatever the zoom, as a map writes its towns. */
function drawNames(ctx: CanvasRenderingContext2D, frame: Frame, members: readonly number[], radius: number) {
  const { layout, palette, transform } = frame;
  const px = 1 / transform.k;
  const size = NAME_PX * px;
  const maxWidth = SIBLING_GAP - 8 * px;
  ctx.font = font(size, 500);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const i of members) {
    const name = layout.names[i];
    const top = layout.y[i] + radius + 9 * px;
    // The page's colour behind the name hides the line that runs down through it.
    const width = Math.min(ctx.measureText(name).width, maxWidth) + 6 * px;
    ctx.fillStyle = palette.background;
    ctx.fillRect(layout.x[i] - width / 2, top - 2 * px, width, size + 4 * px);
    ctx.fillStyle = palette.text;
    drawLabel(ctx, name, layout.x[i], top, maxWidth);
  }
}

function drawCards(ctx: CanvasRenderingContext2D, frame: Frame, members: readonly number[]) {
  const { layout, palette } = frame;
  const w = CARD_WIDTH;
  const h = CARD_HEIGHT;
  ctx.lineWidth = 2;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const i of members) {
    const left = layout.x[i] - w / 2;
    const top = layout.y[i] - h / 2;
    ctx.beginPath();
    ctx.roundRect(left, top, w, h, 8);
    ctx.fillStyle = palette.card;
    ctx.fill();
    ctx.strokeStyle = layout.female[i] ? palette.female : palette.male;
    ctx.stroke();
    const photo = frame.photos?.get(i);
    if (photo) drawPhoto(ctx, photo.image, cardPhotoPlace(layout, i));
    const text = cardTextPlace(layout, i, photo !== undefined);
    ctx.fillStyle = palette.text;
    ctx.font = font(CARD_NAME_SIZE, 600);
    const born = layout.born[i];
    drawLabel(ctx, layout.names[i], text.x, born ? top + 16 : layout.y[i], text.width);
    if (born) {
      ctx.font = font(12);
      drawLabel(ctx, frame.year(born), text.x, top + 33, text.width);
    }
  }
}

function drawPhoto(ctx: CanvasRenderingContext2D, image: CanvasImageSource, { cx, cy, r }: { cx: number; cy: number; r: number }) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  ctx.drawImage(image, cx - r, cy - r, 2 * r, 2 * r);
  ctx.restore();
}

/** The fold controls of the members with children: "−", or "+n" for a folded branch hiding n people. */
function drawToggles(ctx: CanvasRenderingContext2D, frame: Frame, members: readonly number[], cards: boolean, radius: number) {
  const { layout, palette, transform, folding } = frame;
  const px = 1 / transform.k;
  const h = TOGGLE_HEIGHT * px;
  ctx.font = font(12 * px, 700);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.direction = 'ltr';
  ctx.lineWidth = 1.5 * px;
  for (const i of members) {
    if (!hasChildren(layout, i)) continue;
    const text = toggleText(folding, i, frame.year);
    const { x, y, width } = togglePlace(layout, i, transform.k, cards, radius, text);
    const w = width * px;
    const folded = folding.folded.has(i);
    ctx.beginPath();
    ctx.roundRect(x - w / 2, y - h / 2, w, h, h / 2);
    ctx.fillStyle = folded ? palette.text : palette.card;
    ctx.fill();
    ctx.strokeStyle = palette.text;
    ctx.stroke();
    ctx.fillStyle = folded ? palette.card : palette.text;
    ctx.fillText(text, x, y + px);
  }
}

/** A ring around the keyboard's focus, in the page's focus colour. */
function drawFocus(ctx: CanvasRenderingContext2D, { layout, palette, transform, focus }: Frame, cards: boolean, radius: number) {
  const k = transform.k;
  ctx.strokeStyle = palette.focus;
  ctx.lineWidth = 3 / k;
  ctx.beginPath();
  const x = layout.x[focus];
  const y = layout.y[focus];
  if (cards) ctx.roundRect(x - CARD_WIDTH / 2 - 5, y - CARD_HEIGHT / 2 - 5, CARD_WIDTH + 10, CARD_HEIGHT + 10, 11);
  else ctx.arc(x, y, radius + 5 / k, 0, Math.PI * 2);
  ctx.stroke();
}

export function drawTree(ctx: CanvasRenderingContext2D, frame: Frame): void {
  const { transform: t, width, height, pixelRatio: r, layout, index, palette, focus } = frame;
  ctx.setTransform(r, 0, 0, r, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const members = index.within(visibleBox(t, width, height));
  ctx.setTransform(r * t.k, 0, 0, r * t.k, r * t.x, r * t.y);

  const cards = t.k >= CARDS_FROM;
  const squares = !cards && members.length >= CROWD;
  const radius = dotRadius(t.k);
  ctx.strokeStyle = palette.line;
  ctx.lineWidth = Math.max(1, 1.5 * t.k) / t.k;
  drawLines(ctx, frame, members, squares ? radius : 0);
  if (frame.marked.length) drawMarked(ctx, frame);
  if (cards) drawCards(ctx, frame, members);
  else {
    drawDots(ctx, frame, members, radius, squares);
    if (t.k >= NAMES_FROM) drawNames(ctx, frame, members, radius);
  }
  if (t.k >= NAMES_FROM) drawToggles(ctx, frame, members, cards, radius);
  if (focus >= 0 && focus < layout.count) drawFocus(ctx, frame, cards, radius);
}
