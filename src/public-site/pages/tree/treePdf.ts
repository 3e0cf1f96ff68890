// The poster as a PDF: each page of the plan drawn by the tree's own painter on a canvas, so names in
// Arabic and Hebrew are shaped and written right to left by the browser exactly as on screen, then put
// on the page as a JPEG. A page larger than a phone's canvas holds is drawn in pieces, one canvas at a
// time, each freed before the next: a branch of thousands prints without reaching the browser's limits.
import { font, nameHeight } from './drawTree.ts';
import { canvasFile, MAX_PNG_PIXELS, paintedCanvas, type ExportFrame } from './exportTree.ts';
import { MARGIN_MM, pageTiles, type PosterPage, type PosterPlan } from './posterPlan.ts';

/** Print resolution: names of 3.5 mm are 21 pixels high, sharp on paper. */
const DOTS_PER_INCH = 150;
const PX_PER_MM = DOTS_PER_INCH / 25.4;
/** The largest piece drawn at once: the PNG's pixel budget, as a square. */
const TILE_SIDE = Math.floor(Math.sqrt(MAX_PNG_PIXELS));
const JPEG_QUALITY = 0.9;

/** How high the names print on the plan's paper, in millimetres: 0 when it is too small for any. */
export const nameHeightMm = (plan: PosterPlan): number => nameHeight(plan.mmPerUnit * PX_PER_MM) / PX_PER_MM;

export interface PdfOptions {
  /** The words at the foot of a page of a poster of several: where it goes on the wall. */
  pageLabel?: (page: PosterPage, sheet: number) => string;
  /** Writing direction of the label. */
  direction: 'ltr' | 'rtl';
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** The drawing `frame` holds, laid on paper as `plan` says, as a PDF file. */
export async function treePdf(frame: ExportFrame, plan: PosterPlan, options: PdfOptions): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const orientation = plan.widthMm > plan.heightMm ? 'landscape' : 'portrait';
  const format = [plan.widthMm, plan.heightMm];
  const pdf = new jsPDF({ unit: 'mm', format, orientation, compress: true });
  const k = plan.mmPerUnit * PX_PER_MM;
  const [width, height] = [Math.round(plan.widthMm * PX_PER_MM), Math.round(plan.heightMm * PX_PER_MM)];
  const margin = MARGIN_MM * PX_PER_MM;
  for (const [sheet, page] of plan.pages.entries()) {
    options.signal?.throwIfAborted();
    if (sheet > 0) pdf.addPage(format, orientation);
    for (const tile of pageTiles(width, height, TILE_SIDE)) {
      // The page's world box starts at the printable area's corner; this piece starts at (tile.x, tile.y).
      const transform = { k, x: margin - page.world.minX * k - tile.x, y: margin - page.world.minY * k - tile.y };
      const printable = { x: margin - tile.x, y: margin - tile.y, width: width - 2 * margin, height: height - 2 * margin };
      const canvas = paintedCanvas(
        { ...frame, transform, width: tile.width, height: tile.height, pixelRatio: 1, focus: -1 },
        tile.width,
        tile.height,
        printable,
      );
      const label = options.pageLabel?.(page, sheet + 1);
      if (label) writeLabel(canvas, label, width / 2 - tile.x, height - margin / 2 - tile.y, frame.palette.text, options.direction);
      const jpeg = new Uint8Array(await (await canvasFile(canvas, 'image/jpeg', JPEG_QUALITY)).arrayBuffer());
      // A phone frees a canvas's memory only once it has no pixels.
      canvas.width = canvas.height = 0;
      pdf.addImage(jpeg, 'JPEG', tile.x / PX_PER_MM, tile.y / PX_PER_MM, tile.width / PX_PER_MM, tile.height / PX_PER_MM);
    }
    options.onProgress?.(sheet + 1, plan.pages.length);
  }
  return pdf.output('blob');
}

/** A page's label, centred in the margin at its foot. */
function writeLabel(canvas: HTMLCanvasElement, text: string, x: number, y: number, colour: string, direction: 'ltr' | 'rtl') {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.font = font(Math.round(3 * PX_PER_MM));
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.direction = direction;
  ctx.fillText(text, x, y);
}
