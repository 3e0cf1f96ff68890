// Finding a member in the tree: the line from the root that gets marked, and the flight's path (it
// starts and lands where asked, and backs out halfway when the two places are far apart).
import { describe, expect, test } from 'vitest';
import { flightView } from '../../src/public-site/pages/tree/flight.ts';
import { lineUp } from '../../src/public-site/pages/tree/lineage.ts';

describe('the line up to the root', () => {
  test('the member first, the root last', () => {
    // 0 root; 1 and 3 its children; 2 child of 1; 4 child of 2.
    const parent = Int32Array.from([-1, 0, 1, 0, 2]);
    expect(lineUp({ parent }, 4)).toEqual([4, 2, 1, 0]);
    expect(lineUp({ parent }, 3)).toEqual([3, 0]);
    expect(lineUp({ parent }, 0)).toEqual([0]);
  });

  test('a loop in broken links does not run for ever', () => {
    const parent = Int32Array.from([1, 0]);
    expect(lineUp({ parent }, 0).length).toBeLessThanOrEqual(3);
  });
});

describe('the flight', () => {
  const from = { x: 0, y: 0, k: 0.5 };
  const to = { x: 10_000, y: 800, k: 1 };

  test('starts where the view was and lands on the member', () => {
    expect(flightView(from, to, 0, 400)).toEqual(from);
    const end = flightView(from, to, 1, 400);
    expect(end.x).toBeCloseTo(to.x);
    expect(end.y).toBeCloseTo(to.y);
    expect(end.k).toBeCloseTo(to.k);
  });

  test('far apart, it backs out halfway so both ends are in sight', () => {
    const half = flightView(from, to, 0.5, 400);
    expect(half.k).toBeLessThan(from.k);
    expect(half.k * Math.hypot(to.x - from.x, to.y - from.y)).toBeLessThanOrEqual(400);
  });

  test('close by, it does not back out', () => {
    const near = { x: 100, y: 0, k: 1 };
    const half = flightView(from, near, 0.5, 400);
    expect(half.k).toBeGreaterThan(from.k);
    expect(half.k).toBeLessThan(near.k);
  });

  test('moves steadily onward', () => {
    let last = -1;
    for (let t = 0; t <= 1; t += 0.1) {
      const { x } = flightView(from, to, t, 400);
      expect(x).toBeGreaterThanOrEqual(last);
      last = x;
    }
  });
});
