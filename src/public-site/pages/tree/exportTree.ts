// The part of the tree on screen as files to keep, print or share: an SVG built from the layout (as
// large as the branch is, and sharp at any size: no canvas limit applies), and a PNG of the view drawn
// again off screen at a scale capped so its pixels stay within what a phone's browser can hold.
import { CARDS_FROM, drawTree, visibleBox, type Frame } from './drawTree.ts';
import { hasChildren, toggleText } from './foldToggle.ts';
import { labelDirection } from './labelDirection.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './spatialIndex.ts';
import { GENERATION_GAP, SIBLING_GAP } from './treeLayout.ts';

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

function label(text: string, x: number, y: number, size: number, weight: number, fill: string): string {
  const dir = labelDirection(text);
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}" direction="${dir}" text-anchor="middle" dominant-baseline="middle">${escape(text)}</text>`;
}

/** The members a view shows as an SVG document, in world units (1 unit = 1 CSS pixel at zoom 1). */
export function treeSvg(frame: ExportFrame): string {
  const { layout, index, palette, transform, width, height, folding, marked } = frame;
  const box = visibleBox(transform, width, height);
  const members = index.within(box);
  const cards = transform.k >= CARDS_FROM;
  const line = (i: number) => {
    const p = layout.parent[i];
    const midY = layout.y[i] - GENERATION_GAP * 0.3;
    return `M${n(layout.x[p])} ${n(layout.y[p])}V${n(midY)}H${n(layout.x[i])}V${n(layout.y[i])}`;
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
    const born = layout.born[i] ? label(frame.year(layout.born[i]), x, y + 10, 12, 400, palette.text) : '';
    return (
      `<rect x="${n(x - CARD_WIDTH / 2)}" y="${n(y - CARD_HEIGHT / 2)}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="8" fill="${palette.card}" stroke="${colour}" stroke-width="2"/>` +
      label(name, x, layout.born[i] ? y - 7 : y, 14, 600, palette.text) +
      born
    );
  });
  // A margin of half a sibling distance, so the names at the edges are whole.
  const margin = SIBLING_GAP / 2;
  const view = [box.minX - margin, box.minY - margin, box.maxX - box.minX + 2 * margin, box.maxY - box.minY + 2 * margin].map(n);
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

/** The view as a PNG, drawn off screen on the page's background. */
export function treePng(frame: ExportFrame): Promise<Blob> {
  const scale = pngScale(frame.width, frame.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(frame.width * scale));
  canvas.height = Math.max(1, Math.round(frame.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('No 2D canvas'));
  drawTree(ctx, { ...frame, pixelRatio: scale, focus: -1 });
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = 'destination-over';
  ctx.fillStyle = frame.palette.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'));
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
