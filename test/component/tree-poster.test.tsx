// The tree's poster as a family member makes one: the dialog says what each paper gives, the PDF comes
// with the sheets it said, in A4 or A3, the pictures on the cards of those who have one, and a branch of
// two thousand on one large page drawn in pieces within a phone's canvas limits.
import { afterEach, describe, expect, test, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { TreeColumns } from '../../common/model/compactTree.ts';
import { withTexts } from '../../src/ui/i18n/withTexts.tsx';
import { layoutTree, type TreeLayout } from '../../src/public-site/pages/tree/treeLayout.ts';
import { TREE_TEXTS } from '../../src/public-site/pages/tree/treeTexts.ts';
import { TreeViewer } from '../../src/public-site/pages/tree/TreeViewer.tsx';
import { indexTree } from '../../src/public-site/pages/tree/spatialIndex.ts';
import { cardPhotoPlace, visibleBox } from '../../src/public-site/pages/tree/drawTree.ts';
import { paintedCanvas, wholeFrame, type ExportFrame } from '../../src/public-site/pages/tree/exportTree.ts';
import { pageTiles, posterPlan } from '../../src/public-site/pages/tree/posterPlan.ts';
import { treePdf } from '../../src/public-site/pages/tree/treePdf.ts';
import { PRINT_PALETTE } from '../../src/public-site/pages/tree/treePalette.ts';
import { renderPortal, signedIn, stubApi } from './render.tsx';

// Yusuf, his sons Ahmad and Omar, and Ahmad's daughter Salma; Ahmad has a picture.
const FAMILY: TreeColumns = {
  version: 1,
  ids: [1, 2, 3, 4],
  parents: [-1, 0, 0, 1],
  names: ['يوسف', 'أحمد', 'عمر', 'سلمى'],
  genders: 'mmmf',
  born: [1920, 1950, 1952, 1980],
  mothers: [0, 0, 0, 0],
  x: [0, -10, 10, -10],
};

/** A PDF's pages: their count and each one's size in points, read from the file. */
async function pdfPages(pdf: Blob): Promise<{ header: string; sizes: number[][]; images: number }> {
  const text = new TextDecoder('latin1').decode(await pdf.arrayBuffer());
  const sizes = [...text.matchAll(/\/MediaBox \[([\d.\s]+)\]/g)].map((m) => m[1].trim().split(/\s+/).slice(2).map(Number));
  return { header: text.slice(0, 5), sizes, images: [...text.matchAll(/\/Subtype \/Image/g)].length };
}

const A3 = [841.89, 1190.55];
const A4 = [595.28, 841.89];
const sorted = (size: number[]) => size.toSorted((a, b) => a - b).map((n) => Math.round(n));

/** A red square: the picture of Ahmad. */
async function redPicture(): Promise<Blob> {
  const canvas = new OffscreenCanvas(64, 64);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, 64, 64);
  return canvas.convertToBlob({ type: 'image/png' });
}

function frameOf(layout: TreeLayout): ExportFrame {
  return {
    layout,
    index: indexTree(layout),
    transform: { x: 0, y: 0, k: 1 },
    width: 800,
    height: 600,
    focus: -1,
    marked: [],
    palette: PRINT_PALETTE,
    year: String,
    folding: { folded: new Set(), below: new Int32Array(layout.count) },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the poster dialog', () => {
  test('in Arabic: the whole tree on one A3 sheet, with Ahmad’s picture, downloaded as a PDF', async () => {
    const layout = layoutTree(FAMILY, true);
    const picture = await redPicture();
    const user = signedIn('BISH');
    const { calls } = stubApi({
      'GET /api/auth/users/session': user,
      'GET /api/v1/tree/photos': { photos: [{ memberId: 2, link: '/api/v1/members/2/download?expires=1&signature=x' }] },
      'GET /api/v1/members/:id/download': () => new Response(picture, { headers: { 'Content-Type': 'image/png' } }),
    });
    const Viewer = withTexts(TREE_TEXTS, () => <TreeViewer layout={layout} initial={{ focusId: 1, folded: [] }} onViewChange={() => {}} />);
    const screen = await renderPortal(<Viewer />, { lang: 'ar', user, path: '/family-tree/1?view=all' });
    const saved = vi.spyOn(URL, 'createObjectURL');

    await screen.getByRole('button', { name: ar.tree.export.pdf }).click();
    const dialog = screen.getByRole('dialog', { name: ar.tree.export.poster.title });
    await expect.element(dialog).toBeVisible();
    expect(document.querySelector('[role=dialog]')!.closest('[dir]')?.getAttribute('dir') ?? document.dir).toBe('rtl');
    // Before anything is drawn it says how high the names print on the one sheet they fit, in Arabic digits.
    await expect.element(dialog.getByText(/^كل شيء على ورقة واحدة: ارتفاع الأسماء [٠-٩]+ مم$/)).toBeVisible();
    await expect.element(dialog.getByRole('radio', { name: ar.tree.export.poster.a3 })).toBeChecked();

    await dialog.getByRole('button', { name: ar.tree.export.poster.make }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    const pdf = saved.mock.calls
      .map(([blob]) => blob)
      .find((blob): blob is Blob => blob instanceof Blob && blob.type === 'application/pdf');
    expect(pdf).toBeDefined();
    const { header, sizes } = await pdfPages(pdf!);
    expect(header).toBe('%PDF-');
    expect(sizes.map(sorted)).toEqual([sorted(A3)]);
    // Ahmad's picture was fetched as a thumbnail, for his card.
    expect(calls.some((c) => c.path === '/api/v1/members/2/download' && c.query.get('size') === 'thumb')).toBe(true);

    // The whole tree as an SVG drawing carries his picture too, inside the file, clipped to his card's circle.
    await screen.getByRole('button', { name: ar.tree.export.whole }).click();
    await expect.poll(() => saved.mock.calls.some(([blob]) => blob instanceof Blob && blob.type === 'image/svg+xml')).toBe(true);
    const svg = saved.mock.calls.map(([blob]) => blob).find((blob): blob is Blob => blob instanceof Blob && blob.type === 'image/svg+xml')!;
    const drawing = new DOMParser().parseFromString(await svg.text(), 'image/svg+xml');
    const pictures = [...drawing.querySelectorAll('image')];
    expect(pictures).toHaveLength(1);
    expect(pictures[0].getAttribute('href')).toMatch(/^data:image\/jpeg;base64,/);
    expect(pictures[0].getAttribute('clip-path')).toBe(`url(#photo-${layout.indexOf.get(2)})`);
  });

  test('a family too wide for one readable sheet: A4 sheets to put together, as many as it said', async () => {
    // Thirty grandchildren side by side: 4,200 units, a metre at the readable size.
    const wide: TreeColumns = {
      version: 1,
      ids: Array.from({ length: 31 }, (_, i) => i + 1),
      parents: [-1, ...Array.from({ length: 30 }, () => 0)],
      names: ['Yusuf', ...Array.from({ length: 30 }, (_, i) => `Child ${i + 1}`)],
      genders: 'm'.repeat(31),
      born: Array.from({ length: 31 }, () => 0),
      mothers: Array.from({ length: 31 }, () => 0),
      x: [0, ...Array.from({ length: 30 }, (_, i) => (i - 14.5) * 10)],
    };
    const layout = layoutTree(wide, false);
    const user = signedIn('BISH');
    stubApi({ 'GET /api/auth/users/session': user, 'GET /api/v1/tree/photos': { photos: [] } });
    const Viewer = withTexts(TREE_TEXTS, () => <TreeViewer layout={layout} initial={{ focusId: 1, folded: [] }} onViewChange={() => {}} />);
    const screen = await renderPortal(<Viewer />, { lang: 'en', user, path: '/family-tree/1?view=all' });
    const saved = vi.spyOn(URL, 'createObjectURL');

    await screen.getByRole('button', { name: en.tree.export.pdf }).click();
    const dialog = screen.getByRole('dialog', { name: en.tree.export.poster.title });
    await dialog.getByRole('radio', { name: en.tree.export.poster.a4 }).click();
    const spread = dialog.getByRole('radio', { name: /^Readable, names 3.5 mm high; sheets to put together: (\d+)/ });
    const said = Number(/together: (\d+)/.exec(spread.element().closest('label')!.textContent!)![1]);
    expect(said).toBeGreaterThan(1);
    await spread.click();
    await dialog.getByRole('button', { name: en.tree.export.poster.make }).click();
    await expect.element(dialog).not.toBeInTheDocument();

    const pdf = saved.mock.calls
      .map(([blob]) => blob)
      .find((blob): blob is Blob => blob instanceof Blob && blob.type === 'application/pdf');
    const { sizes } = await pdfPages(pdf!);
    expect(sizes).toHaveLength(said);
    for (const size of sizes) expect(sorted(size)).toEqual(sorted(A4));
  });
});

test('a card with a picture shows it in its circle, and the name beside it', () => {
  const layout = layoutTree(FAMILY, true);
  const frame = frameOf(layout);
  const picture = new OffscreenCanvas(96, 96);
  const ctx = picture.getContext('2d')!;
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, 96, 96);
  const whole = wholeFrame(frame);
  const canvas = paintedCanvas(
    { ...whole, pixelRatio: 1, photos: new Map([[1, { image: picture, dataUrl: '' }]]) },
    whole.width,
    whole.height,
  );
  const { cx, cy } = cardPhotoPlace(layout, 1);
  const at = (x: number, y: number) => [...canvas.getContext('2d')!.getImageData(x + whole.transform.x, y + whole.transform.y, 1, 1).data];
  expect(at(cx, cy)).toEqual([255, 0, 0, 255]);
  // Omar has none: his card is white where a picture would be.
  const omar = cardPhotoPlace(layout, 2);
  expect(at(omar.cx, omar.cy)).toEqual([255, 255, 255, 255]);
  // In right to left the picture is at the card's start, its right side.
  expect(cx).toBeGreaterThan(layout.x[1]);
});

test('a branch of two thousand on one large page is drawn in pieces no larger than a phone’s canvas holds', async () => {
  // Six generations, each member with three or four children, cut at two thousand.
  const parents = [-1];
  for (let i = 0; parents.length < 2000; i++) for (let c = 0; c < 3 + (i % 2) && parents.length < 2000; c++) parents.push(i);
  const count = parents.length;
  const leaves = new Set(Array.from({ length: count }, (_, i) => i));
  for (const p of parents) leaves.delete(p);
  // Leaves side by side, each parent over its children: enough of a layout to draw.
  const x = new Array<number>(count).fill(0);
  let next = 0;
  const place = (i: number): number => {
    const children = parents.flatMap((p, c) => (p === i ? [c] : []));
    x[i] = children.length === 0 ? next++ * 10 : children.map(place).reduce((a, b) => a + b) / children.length;
    return x[i];
  };
  place(0);
  const tree: TreeColumns = {
    version: 1,
    ids: Array.from({ length: count }, (_, i) => i + 1),
    parents,
    names: Array.from({ length: count }, (_, i) => `فرد ${i + 1}`),
    genders: 'm'.repeat(count),
    born: new Array<number>(count).fill(0),
    mothers: new Array<number>(count).fill(0),
    x: x.map(Math.round),
  };
  const layout = layoutTree(tree, true);
  const whole = wholeFrame(frameOf(layout));
  const plan = posterPlan(visibleBox(whole.transform, whole.width, whole.height), 'large', 'fit');
  const created: number[] = [];
  const createElement = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
    const element = createElement(tag, options);
    if (element instanceof HTMLCanvasElement) queueMicrotask(() => created.push(element.width * element.height));
    return element;
  });

  const pdf = await treePdf(whole, plan, { direction: 'rtl' });

  const { sizes, images } = await pdfPages(pdf);
  expect(sizes).toHaveLength(1);
  const pieces = pageTiles(Math.round((plan.widthMm * 150) / 25.4), Math.round((plan.heightMm * 150) / 25.4), 4096).length;
  expect(pieces).toBeGreaterThan(1);
  expect(images).toBe(pieces);
  expect(Math.max(...created)).toBeLessThanOrEqual(4096 * 4096);
}, 60_000);
