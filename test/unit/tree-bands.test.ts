// At the overview's crowded zooms the squares of one colour that overlap along a row are drawn as one
// rectangle: the canvas covers exactly the points the squares one by one would.
import { expect, test } from 'vitest';
import { drawBands } from '../../src/public-site/pages/tree/drawTree.ts';
import type { TreeLayout } from '../../src/public-site/pages/tree/treeLayout.ts';

type Rect = [x: number, y: number, w: number, h: number];

/** Members on three rows, some crowded within a square of each other, some apart; women and men mixed. */
function crowd(): { layout: TreeLayout; members: number[] } {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const x: number[] = [];
  const y: number[] = [];
  for (const row of [0, 100, 200])
    for (let at = 0; at < 400; at += random() < 0.95 ? random() * 1.5 : 20 + random() * 30) {
      x.push(at);
      y.push(row);
    }
  const female = Uint8Array.from(x, () => (random() < 0.5 ? 1 : 0));
  const layout = { count: x.length, x: Float64Array.from(x), y: Float64Array.from(y), female } as unknown as TreeLayout;
  return { layout, members: [...x.keys()].sort(() => random() - 0.5) };
}

const covers = (rects: readonly Rect[], px: number, py: number) =>
  rects.some(([x, y, w, h]) => px >= x && px <= x + w && py >= y && py <= y + h);

test.each([0, 1])('the bands of one colour (female %i) cover what its squares cover, with far fewer rectangles', (female) => {
  const { layout, members } = crowd();
  const radius = 3;
  const bands: Rect[] = [];
  drawBands({ rect: (...r: Rect) => bands.push(r) } as unknown as CanvasRenderingContext2D, layout, members, female, radius);
  const squares: Rect[] = members
    .filter((i) => layout.female[i] === female)
    .map((i) => [layout.x[i] - radius, layout.y[i] - radius, radius * 2, radius * 2]);
  expect(bands.length).toBeLessThan(squares.length / 4);
  const differing: string[] = [];
  const across = (rects: readonly Rect[], py: number) => rects.filter(([, y, , h]) => py >= y && py <= y + h);
  for (let py = -5; py <= 205; py += 0.5) {
    const [bandsHere, squaresHere] = [across(bands, py), across(squares, py)];
    for (let px = -5; px <= 410; px += 0.25) if (covers(bandsHere, px, py) !== covers(squaresHere, px, py)) differing.push(`${px},${py}`);
  }
  expect(differing).toEqual([]);
});
