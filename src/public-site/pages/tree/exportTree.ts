// The part of the tree on screen as files to keep, print or share: an SVG built from the layout (as
// large as the branch is, and sharp at any size: no canvas limit applies), and a PNG of the view drawn
// again off screen at a scale capped so its pixels stay within what a phone's browser can hold.
import { CARDS_FROM, cardPhotoPlace, cardTextPlace, drawTree, visibleBox, type Frame } from './drawTree.ts';
import { hasChildren, toggleText } from './foldToggle.ts';
import { labelDirection } from './labelDirection.ts';
import type { Tile } from './posterPlan.ts';
import { CARD_HEIGHT, CARD_WIDTH, type Box } from './spatialIndex.ts';
import { barY, SIBLING_GAP } from './treeLayout.ts';

/** Pixels a PNG may have: 4096 × 4096, well under the smallest phone limit (iOS Safari's 16.7 million). */
export const MAX_PNG_PIXELS = 4096 * 4096;
/** A PNG is drawn at twice the screen's CSS pixels when that fits, for print. */
const PNG_SCALE = 2;

export type ExportFrame = Omit<Frame, 'pixelRatio'>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const n = (value: number) => String(Math.round(value * 10) / 10);
const FONT = 'system-ui, Segoe UI, Tahoma, Noto Sans Arabic, Noto Sans Hebrew, sans-serif';

/** The scale a PNG of a view of this CSS size is drawn at: 2, or less when that would pass MAX_PNG_PIXELS. */
export const pngScale = (width: number, height: number): number =>
  Math.min(PNG_SCALE, Math.sqrt(MAX_PNG_PIXELS / Math.max(1, width * height)));

let measuring: CanvasRenderingContext2D | null = null;

/** How wide the browser writes a text in the drawing's font. */
function textWidth(text: string, size: number, weight: number): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return 0;
  measuring.font = `${weight} ${size}px ${FONT}`;
  return measuring.measureText(text).width;
}

function label(text: string, x: number, y: number, size: number, weight: number, fill: string, maxWidth?: number): string {
  const dir = labelDirection(text);
  // A name longer than its room on the card is narrowed to it, as the canvas's fillText does.
  const fit =
    maxWidth !== undefined && textWidth(text, size, weight) > maxWidth
      ? ` textLength="${n(maxWidth)}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}" direction="${dir}" text-anchor="middle" dominant-baseline="middle"${fit}>${escape(text)}</text>`;
}

/** A member's picture, clipped to its circle on the card. */
function photoSvg(dataUrl: string, i: number, { cx, cy, r }: { cx: number; cy: number; r: number }): string {
  return (
    `<clipPath id="photo-${i}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${r}"/></clipPath>` +
    `<image href="${dataUrl}" x="${n(cx - r)}" y="${n(cy - r)}" width="${2 * r}" height="${2 * r}" clip-path="url(#photo-${i})" preserveAspectRatio="xMidYMid slice"/>`
  );
}

/** The box with a margin of half a sibling distance around it, so the cards, names and counts at its edges are whole. */
export function withEdge(box: Box): Box {
  const margin = SIBLING_GAP / 2;
  return { minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin, maxY: box.maxY + margin };
}

/** The members a view shows as an SVG document, in world units (1 unit = 1 CSS pixel at zoom 1). */
export function treeSvg(frame: ExportFrame): string {
  const { layout, index, palette, transform, width, height, folding, marked } = frame;
  const box = visibleBox(transform, width, height);
  const members = index.within(box);
  const cards = transform.k >= CARDS_FROM;
  const line = (i: number) => {
    const p = layout.parent[i];
    return `M${n(layout.x[p])} ${n(layout.y[p])}V${n(barY(layout, i))}H${n(layout.x[i])}V${n(layout.y[i])}`;
  };
  const lines = members.filter((i) => layout.parent[i] >= 0).map(line);
  const markedLines = marked.filter((i) => layout.parent[i] >= 0).map(line);
  // Lines that cross the view are drawn whole; people only when on it (or half a card past its edge).
  const onView = (i: number) =>
    layout.x[i] >= box.minX - CARD_WIDTH / 2 &&
    layout.x[i] <= box.maxX + CARD_WIDTH / 2 &&
    layout.y[i] >= box.minY - CARD_HEIGHT / 2 &&
    layout.y[i] <= box.maxY + CARD_HEIGHT / 2;
  const people = members.filter(onView).map((i) => {
    const x = layout.x[i];
    const y = layout.y[i];
    const colour = layout.female[i] ? palette.female : palette.male;
    const fold = hasChildren(layout, i) && folding.folded.has(i) ? ` (${toggleText(folding, i, frame.year)})` : '';
    const name = layout.names[i] + fold;
    if (!cards) return `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${colour}"/>${label(name, x, y + 22, 13, 500, palette.text)}`;
    const photo = frame.photos?.get(i);
    const text = cardTextPlace(layout, i, photo !== undefined);
    const born = layout.born[i] ? label(frame.year(layout.born[i]), text.x, y + 10, 12, 400, palette.text, text.width) : '';
    return (
      `<rect x="${n(x - CARD_WIDTH / 2)}" y="${n(y - CARD_HEIGHT / 2)}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="8" fill="${palette.card}" stroke="${colour}" stroke-width="2"/>` +
      (photo ? photoSvg(photo.dataUrl, i, cardPhotoPlace(layout, i)) : '') +
      label(name, text.x, layout.born[i] ? y - 7 : y, 14, 600, palette.text, text.width) +
      born
    );
  });
  const edged = withEdge(box);
  const view = [edged.minX, edged.minY, edged.maxX - edged.minX, edged.maxY - edged.minY].map(n);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view.join(' ')}" width="${view[2]}" height="${view[3]}" font-family="${FONT}">`,
    `<rect x="${view[0]}" y="${view[1]}" width="${view[2]}" height="${view[3]}" fill="${palette.background}"/>`,
    `<path d="${lines.join('')}" fill="none" stroke="${palette.line}" stroke-width="1.5"/>`,
    markedLines.length
      ? `<path d="${markedLines.join('')}" fill="none" stroke="${palette.mark}" stroke-width="5" stroke-linejoin="round"/>`
      : '',
    ...people,
    '</svg>',
  ].join('\n');
}

/**
 * The whole drawing as the tree shows it now (every member not hidden by a fold, a folded branch with its
 * count) at zoom 1, where members are cards: the frame treeSvg turns into a poster of the branch.
 */
export function wholeFrame(frame: ExportFrame): ExportFrame {
  const { layout, index } = frame;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  // A loop, not Math.min(...): a family of 100,000 is more arguments than a call may take.
  for (const i of index.within({ minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity })) {
    [minX, maxX] = [Math.min(minX, layout.x[i] - CARD_WIDTH / 2), Math.max(maxX, layout.x[i] + CARD_WIDTH / 2)];
    [minY, maxY] = [Math.min(minY, layout.y[i] - CARD_HEIGHT / 2), Math.max(maxY, layout.y[i] + CARD_HEIGHT / 2)];
  }
  return { ...frame, transform: { x: -minX, y: -minY, k: 1 }, width: maxX - minX, height: maxY - minY, marked: [] };
}

/**
 * A canvas of `width` × `height` pixels with the frame drawn on it (at `pixelRatio` pixels per CSS pixel)
 * over the palette's background, and within `clip` (pixels) when given.
 */
export function paintedCanvas(frame: Frame, width: number, height: number, clip?: Tile): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.save();
  if (clip) {
    ctx.beginPath();
    ctx.rect(clip.x, clip.y, clip.width, clip.height);
    ctx.clip();
  }
  drawTree(ctx, frame);
  ctx.restore();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = 'destination-over';
  ctx.fillStyle = frame.palette.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.globalCompositeOperation = 'source-over';
  return canvas;
}

/** The canvas's picture as a file of `type` (image/png, image/jpeg). */
export const canvasFile = (canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> =>
  new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`No ${type}`))), type, quality));

/** The view as a PNG, drawn off screen on the page's background. */
export function treePng(frame: ExportFrame): Promise<Blob> {
  const scale = pngScale(frame.width, frame.height);
  const canvas = paintedCanvas({ ...frame, pixelRatio: scale, focus: -1 }, frame.width * scale, frame.height * scale);
  return canvasFile(canvas, 'image/png');
}

/** Hands a file to the browser's downloads. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
