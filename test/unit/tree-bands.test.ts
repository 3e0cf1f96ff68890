// At the overview's crowded zooms the squares of one colour that overlap along a row are drawn as one
// rectangle: the canvas covers exactly the points the squares one by one would, in whatever order the
// members come, and with far fewer rectangles in the layout's order (a row's members one after the other);
// a line to a parent is left out only where those squares hide it whole.
import { expect, test } from 'vitest';
import { dotRadius, drawBands, lineHiddenUnder } from '../../src/public-site/pages/tree/drawTree.ts';
import { barY, GENERATION_GAP, SIBLING_GAP, type TreeLayout } from '../../src/public-site/pages/tree/treeLayout.ts';

type Rect = [x: number, y: number, w: number, h: number];

/** Members on three rows, some crowded within a square of each other, some apart; women and men mixed. */
function crowd(): { layout: TreeLayout; members: number[] } {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const x: number[] = [];
  const depth: number[] = [];
  for (const row of [0, 1, 2])
    for (let at = 0; at < 400; at += random() < 0.95 ? random() * 1.5 : 20 + random() * 30) {
      x.push(at);
      depth.push(row);
    }
  const female = Uint8Array.from(x, () => (random() < 0.5 ? 1 : 0));
  const y = Float64Array.from(depth, (d) => d * 100);
  const layout = { count: x.length, x: Float64Array.from(x), y, depth: Int32Array.from(depth), female } as unknown as TreeLayout;
  return { layout, members: [...x.keys()] };
}

const shuffled = (members: readonly number[]) => {
  let seed = 11;
  return [...members].sort(() => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5);
};

const covers = (rects: readonly Rect[], px: number, py: number) =>
  rects.some(([x, y, w, h]) => px >= x && px <= x + w && py >= y && py <= y + h);

function bandsOf(layout: TreeLayout, members: readonly number[], female: number, radius: number): Rect[] {
  const bands: Rect[] = [];
  drawBands({ rect: (...r: Rect) => bands.push(r) } as unknown as CanvasRenderingContext2D, layout, members, female, radius);
  return bands;
}

/** The points of the area around the rows where the two sets of rectangles differ. */
function differing(a: readonly Rect[], b: readonly Rect[]): string[] {
  const points: string[] = [];
  const across = (rects: readonly Rect[], py: number) => rects.filter(([, y, , h]) => py >= y && py <= y + h);
  for (let py = -5; py <= 205; py += 0.5) {
    const [aHere, bHere] = [across(a, py), across(b, py)];
    for (let px = -5; px <= 410; px += 0.25) if (covers(aHere, px, py) !== covers(bHere, px, py)) points.push(`${px},${py}`);
  }
  return points;
}

test.each([0, 1])('the bands of one colour (female %i) cover what its squares cover, with far fewer rectangles', (female) => {
  const { layout, members } = crowd();
  const radius = 3;
  const squares: Rect[] = members
    .filter((i) => layout.female[i] === female)
    .map((i) => [layout.x[i] - radius, layout.y[i] - radius, radius * 2, radius * 2]);
  const inOrder = bandsOf(layout, members, female, radius);
  expect(inOrder.length).toBeLessThan(squares.length / 4);
  expect(differing(inOrder, squares)).toEqual([]);
  expect(differing(bandsOf(layout, shuffled(members), female, radius), squares)).toEqual([]);
});

/** A parent and one child a generation below it, `across` apart. */
const parentAndChild = (across: number): TreeLayout =>
  ({
    count: 2,
    parent: Int32Array.of(-1, 0),
    x: Float64Array.of(0, across),
    y: Float64Array.of(0, GENERATION_GAP),
  }) as unknown as TreeLayout;

/** Whether every sampled point of the child's line, `width` wide (its corners squared off), lies in one of the two squares of half side `half`. */
function strokeUnderSquares(layout: TreeLayout, half: number, width: number): boolean {
  const [x, y, bar, edge] = [layout.x, layout.y, barY(layout, 1), width / 2];
  const inSquares = (px: number, py: number) => [0, 1].some((c) => Math.abs(px - x[c]) <= half && Math.abs(py - y[c]) <= half);
  const points: [number, number][] = [];
  for (let t = 0; t <= 1; t += 0.01)
    for (let off = -edge; off <= edge; off += edge / 4) {
      points.push([x[0] + off, y[0] + t * (bar - y[0])], [x[0] + t * (x[1] - x[0]), bar + off], [x[1] + off, bar + t * (y[1] - bar)]);
    }
  for (const [cx, cy] of [
    [x[0], bar],
    [x[1], bar],
  ])
    for (const [dx, dy] of [
      [-edge, -edge],
      [-edge, edge],
      [edge, -edge],
      [edge, edge],
    ])
      points.push([cx + dx, cy + dy]);
  return points.every(([px, py]) => inSquares(px, py));
}

test('a line is left out only where the squares drawn over it hide it whole, as at the crowded zooms', () => {
  let seed = 5;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  let hidden = 0;
  for (let n = 0; n < 2000; n++) {
    const layout = parentAndChild((random() - 0.5) * 400);
    const [half, width] = [random() * 200, random() * 20];
    if (!lineHiddenUnder(layout, 1, half, width)) continue;
    hidden++;
    expect(strokeUnderSquares(layout, half, width), `across ${layout.x[1]}, half side ${half}, width ${width}`).toBe(true);
  }
  expect(hidden).toBeGreaterThan(100);
  // Zoomed out to a few thousand members on a phone: squares of 3 px, lines of 1 px, siblings a fifth of a pixel apart.
  const k = 0.0016;
  expect(lineHiddenUnder(parentAndChild(SIBLING_GAP * 10), 1, dotRadius(k), 1 / k)).toBe(true);
  // Nearer, a generation is many pixels high: every line shows.
  expect(lineHiddenUnder(parentAndChild(0), 1, dotRadius(0.1), 1 / 0.1)).toBe(false);
});
