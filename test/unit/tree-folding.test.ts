// Folded branches: who a folded member hides, how many each one would hide, the index that leaves the
// hidden out, and where the fold control sits and answers a tap.
import { describe, expect, test } from 'vitest';
import { unpackTree, type TreeColumns } from '../../common/model/compactTree.ts';
import { descendantCounts, hiddenBy, toggled } from '../../src/public-site/pages/tree/folding.ts';
import { toggleAt, togglePlace, toggleText } from '../../src/public-site/pages/tree/foldToggle.ts';
import { indexTree } from '../../src/public-site/pages/tree/spatialIndex.ts';
import { layoutTree, SIBLING_GAP, treeBounds, type TreeLayout } from '../../src/public-site/pages/tree/treeLayout.ts';
import { foldedLayout, readableFolding } from '../../src/public-site/pages/tree/foldedLayout.ts';
import { compactTree } from '../../server/features/tree/compact-tree.ts';

// Root 0 with children 1 and 4; 1 has 2, which has 3; 4 has 5.
const TREE: TreeColumns = {
  version: 1,
  ids: [10, 11, 12, 13, 14, 15],
  parents: [-1, 0, 1, 2, 0, 4],
  names: ['R', 'A', 'B', 'C', 'D', 'E'],
  genders: 'mmmmmm',
  born: [0, 0, 0, 0, 0, 0],
  mothers: [0, 0, 0, 0, 0, 0],
  x: [0, -10, -10, -10, 10, 10],
};
const layout = layoutTree(TREE, false);
const digits = (n: number) => String(n);

describe('folding', () => {
  test('each member counts everyone below it', () => {
    expect([...descendantCounts(layout)]).toEqual([5, 2, 1, 0, 1, 0]);
  });

  test('a folded member hides its descendants, not itself', () => {
    expect([...hiddenBy(layout, new Set([1]))]).toEqual([0, 0, 1, 1, 0, 0]);
    expect([...hiddenBy(layout, new Set([0]))]).toEqual([0, 1, 1, 1, 1, 1]);
    expect([...hiddenBy(layout, new Set())]).toEqual([0, 0, 0, 0, 0, 0]);
    // A fold inside a folded branch hides nothing more.
    expect([...hiddenBy(layout, new Set([1, 2]))]).toEqual([0, 0, 1, 1, 0, 0]);
  });

  test('toggling folds, then unfolds, with a new set each time', () => {
    const none = new Set<number>();
    const once = toggled(none, 4);
    expect([...once]).toEqual([4]);
    expect(none.size).toBe(0);
    expect([...toggled(once, 4)]).toEqual([]);
  });

  test('the index leaves hidden members out of views and taps', () => {
    const index = indexTree(layout);
    const visible = indexTree(layout, hiddenBy(layout, new Set([1])));
    const everything = { minX: -1e6, minY: -1e6, maxX: 1e6, maxY: 1e6 };
    expect(visible.within(everything).sort()).toEqual([0, 1, 4, 5]);
    expect(index.at(layout.x[3], layout.y[3], 5)).toBe(3);
    expect(visible.at(layout.x[3], layout.y[3], 5)).toBe(-1);
  });
});

describe('the fold control', () => {
  const folding = { folded: new Set([1]), below: descendantCounts(layout) };

  test('reads − while open and +n with the number hidden when folded', () => {
    expect(toggleText(folding, 1, digits)).toBe('+2');
    expect(toggleText(folding, 4, digits)).toBe('−');
    expect(toggleText(folding, 1, (n) => new Intl.NumberFormat('ar-EG').format(n))).toBe('+٢');
  });

  test('sits on the end side of a dot: right, or left when mirrored; under a card', () => {
    const k = 0.5;
    const right = togglePlace(layout, 4, k, false, 10, '−');
    expect(right.x).toBeGreaterThan(layout.x[4]);
    expect(right.y).toBe(layout.y[4]);
    const mirrored = layoutTree(TREE, true);
    expect(togglePlace(mirrored, 4, k, false, 10, '−').x).toBeLessThan(mirrored.x[4]);
    const card = togglePlace(layout, 4, 1, true, 10, '−');
    expect(card.x).toBe(layout.x[4]);
    expect(card.y).toBeGreaterThan(layout.y[4]);
  });

  test('a tap on it finds its member; a tap on the dot or on a childless member does not', () => {
    const t = { x: 200, y: 50, k: 0.5 };
    const place = (i: number) => togglePlace(layout, i, t.k, false, 14, toggleText(folding, i, digits));
    const at = place(4);
    const screen = (x: number, y: number) => [x * t.k + t.x, y * t.k + t.y] as const;
    expect(toggleAt(layout, [0, 1, 4, 5], place, t, ...screen(at.x, at.y))).toBe(4);
    expect(toggleAt(layout, [0, 1, 4, 5], place, t, ...screen(layout.x[4], layout.y[4]))).toBe(-1);
    const leaf = togglePlace(layout, 5, t.k, false, 14, '−');
    expect(toggleAt(layout, [5], place, t, ...screen(leaf.x, leaf.y))).toBe(-1);
  });
});

describe('the chart as folding leaves it', () => {
  // Root R; its sons A and B; A's five children, the first of whom has three; B's one son with one.
  const rows = [
    { id: 1, name: 'R', parentId: null },
    { id: 2, name: 'A', parentId: 1 },
    { id: 3, name: 'B', parentId: 1 },
    ...[4, 5, 6, 7, 8].map((id) => ({ id, name: `A${id}`, parentId: 2 })),
    ...[9, 10, 11].map((id) => ({ id, name: `A4-${id}`, parentId: 4 })),
    { id: 12, name: 'B1', parentId: 3 },
    { id: 13, name: 'B1-1', parentId: 12 },
  ].map((r) => ({ ...r, gender: 'male', birthdate: null }));
  const family = layoutTree(unpackTree(compactTree(rows, 1)!), false);
  const at = (id: number) => family.indexOf.get(id)!;
  const width = (l: TreeLayout) => treeBounds(l).maxX - treeBounds(l).minX;

  test('a folded branch gives its room back: its siblings close up, its people stand where it stands', () => {
    expect(foldedLayout(family, new Set())).toBe(family);
    const folded = foldedLayout(family, new Set([at(2)]));
    // A and B side by side, a sibling's distance apart, R above them.
    expect(folded.x[at(3)] - folded.x[at(2)]).toBe(SIBLING_GAP);
    expect(folded.x[at(1)]).toBe((folded.x[at(2)] + folded.x[at(3)]) / 2);
    expect(width(folded)).toBeLessThan(width(family));
    for (const id of [4, 5, 9, 11]) expect([folded.x[at(id)], folded.y[at(id)]]).toEqual([folded.x[at(2)], folded.y[at(2)]]);
    // The generations shown stay where they were; the drawing ends with the folded one's.
    for (const id of [1, 2, 3, 12, 13]) expect(folded.y[at(id)]).toBe(family.y[at(id)]);
    // Folded deeper too, the drawing ends with the deepest member shown, as high as B's son.
    expect(treeBounds(foldedLayout(family, new Set([at(2), at(12)]))).maxY).toBe(family.y[at(12)]);
  });

  test('mirrored, the first child is on the right', () => {
    const mirrored = foldedLayout(layoutTree(unpackTree(compactTree(rows, 1)!), true), new Set([at(2)]));
    expect(mirrored.x[at(2)]).toBeGreaterThan(mirrored.x[at(3)]);
  });

  test('a first look folds the generation below the most that fit across, never above the root’s children', () => {
    // Wide enough for all: nothing folded.
    expect(readableFolding(family, width(family))).toEqual(new Set());
    // The grandchildren fit, not the great-grandchildren: the grandchildren with children are folded.
    const grandchildren = foldedLayout(family, new Set([at(4), at(12)]));
    expect(readableFolding(family, width(grandchildren))).toEqual(new Set([at(4), at(12)]));
    // Not even the grandchildren: the root's children are shown, each folded with its count.
    expect(readableFolding(family, 1)).toEqual(new Set([at(2), at(3)]));
  });
});
