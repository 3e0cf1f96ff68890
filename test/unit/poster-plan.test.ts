// How a poster of the tree falls on paper: one sheet shrunk to fit, several sheets at a readable size
// that join without gap or overlap, one large page within PDF's limit, and pages cut into pieces a
// phone's canvas can hold.
import { describe, expect, test } from 'vitest';
import { LARGEST_PAGE_MM, MARGIN_MM, pageTiles, posterPlan, READABLE_MM_PER_UNIT } from '../../src/public-site/pages/tree/posterPlan.ts';

const box = (width: number, height: number) => ({ minX: -width / 2, minY: 0, maxX: width / 2, maxY: height });

describe('one sheet', () => {
  test('a wide family lies across an A3 sheet, as large as fits', () => {
    const plan = posterPlan(box(1000, 400), 'a3', 'fit');
    expect([plan.widthMm, plan.heightMm]).toEqual([420, 297]);
    expect(plan.mmPerUnit).toBeCloseTo((420 - 2 * MARGIN_MM) / 1000);
    expect(plan.pages).toHaveLength(1);
    // The page's printable area holds the whole drawing, centred.
    const [page] = plan.pages;
    expect(page.world.minX).toBeLessThanOrEqual(-500);
    expect(page.world.maxX).toBeGreaterThanOrEqual(500);
    expect(page.world.minX + page.world.maxX).toBeCloseTo(0);
  });

  test('a tall one stands on an A4 sheet; a small family is not blown up past twice the readable size', () => {
    const tall = posterPlan(box(300, 2000), 'a4', 'fit');
    expect([tall.widthMm, tall.heightMm]).toEqual([210, 297]);
    const small = posterPlan(box(200, 100), 'a4', 'fit');
    expect(small.mmPerUnit).toBe(2 * READABLE_MM_PER_UNIT);
  });
});

describe('several sheets', () => {
  test('at the readable size, on the fewer sheets of the two ways to turn them, joining edge to edge', () => {
    const drawing = box(20_000, 800);
    const plan = posterPlan(drawing, 'a4', 'pages');
    expect(plan.mmPerUnit).toBe(READABLE_MM_PER_UNIT);
    // 5,000 × 200 mm: upright, 27 sheets of 190 mm in one row; across, 19 × 2 = 38.
    expect([plan.widthMm, plan.heightMm, plan.columns, plan.rows]).toEqual([210, 297, 27, 1]);
    expect(plan.pages).toHaveLength(27);
    expect(plan.pages.map((p) => p.column)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    for (const [i, page] of plan.pages.entries()) {
      expect((page.world.maxX - page.world.minX) * plan.mmPerUnit).toBeCloseTo(210 - 2 * MARGIN_MM);
      if (i > 0) expect(page.world.minX).toBeCloseTo(plan.pages[i - 1].world.maxX);
    }
    expect(plan.pages[0].world.minX).toBeLessThanOrEqual(drawing.minX);
    expect(plan.pages.at(-1)!.world.maxX).toBeGreaterThanOrEqual(drawing.maxX);
  });

  test('in right to left the first column is the right-hand one, where the drawing begins', () => {
    const plan = posterPlan(box(20_000, 800), 'a4', 'pages', true);
    const first = plan.pages.find((p) => p.column === 1)!;
    const last = plan.pages.find((p) => p.column === plan.columns)!;
    expect(first.world.minX).toBeGreaterThan(last.world.minX);
    expect(first.world.maxX).toBeGreaterThanOrEqual(10_000);
    expect(plan.pages[0]).toBe(first);
  });

  test('rows and columns are numbered as the sheets go on the wall', () => {
    const plan = posterPlan(box(3000, 1600), 'a4', 'pages');
    expect(plan.pages.length).toBe(plan.rows * plan.columns);
    expect(plan.rows).toBeGreaterThan(1);
    expect(plan.pages.map((p) => [p.row, p.column]).slice(0, plan.columns + 1)).toEqual([
      ...Array.from({ length: plan.columns }, (_, i) => [1, i + 1]),
      [2, 1],
    ]);
  });
});

describe('one large page', () => {
  test('holds a family at the readable size', () => {
    const plan = posterPlan(box(4000, 600), 'large', 'pages');
    expect(plan.mmPerUnit).toBe(READABLE_MM_PER_UNIT);
    expect([plan.widthMm, plan.heightMm]).toEqual([4000 * 0.25 + 2 * MARGIN_MM, 600 * 0.25 + 2 * MARGIN_MM]);
  });

  test('shrinks a family wider than PDF allows to the largest page', () => {
    const plan = posterPlan(box(100_000, 900), 'large', 'fit');
    expect(plan.widthMm).toBeCloseTo(LARGEST_PAGE_MM);
    expect(plan.mmPerUnit).toBeLessThan(READABLE_MM_PER_UNIT);
  });
});

test("a page's picture is cut into pieces no side of which passes the limit, covering it once", () => {
  const tiles = pageTiles(30_000, 1_800, 4096);
  expect(tiles).toHaveLength(8);
  for (const tile of tiles) expect(Math.max(tile.width, tile.height)).toBeLessThanOrEqual(4096);
  expect(tiles.reduce((sum, t) => sum + t.width * t.height, 0)).toBe(30_000 * 1_800);
  expect(pageTiles(1000, 700, 4096)).toEqual([{ x: 0, y: 0, width: 1000, height: 700 }]);
});
