// The tree page's pure parts: positions from the server's columns (mirrored for right-to-left), the
// relatives the arrow keys reach, the view kept in the address, a label's base direction, and the
// spatial index's culling and hit-testing.
import { describe, expect, test } from 'vitest';
import { labelDirection } from '../../src/public-site/pages/tree/labelDirection.ts';
import { moveFocus } from '../../src/public-site/pages/tree/relativeMoves.ts';
import { indexTree } from '../../src/public-site/pages/tree/spatialIndex.ts';
import type { TreeColumns } from '../../common/model/compactTree.ts';
import { childrenOf, GENERATION_GAP, layoutTree, SIBLING_GAP } from '../../src/public-site/pages/tree/treeLayout.ts';
import { readView, writeView } from '../../src/public-site/pages/tree/viewQuery.ts';

// Root 10 with children 11 (first) and 12; 11 has child 13.
const TREE: TreeColumns = {
  version: 1,
  ids: [10, 11, 13, 12],
  parents: [-1, 0, 1, 0],
  names: ['Root', 'First', 'Grandchild', 'Second'],
  genders: 'mfmf',
  born: [1900, 1930, 0, 1932],
  mothers: [0, 0, 0, 0],
  x: [0, -5, -5, 5],
};

describe('tree layout', () => {
  test('depth from the parents, x from the server in sibling distances', () => {
    const layout = layoutTree(TREE, false);
    expect([...layout.depth]).toEqual([0, 1, 2, 1]);
    expect([...layout.x]).toEqual([0, -SIBLING_GAP / 2, -SIBLING_GAP / 2, SIBLING_GAP / 2]);
    expect([...layout.y]).toEqual([0, GENERATION_GAP, 2 * GENERATION_GAP, GENERATION_GAP]);
    expect([...childrenOf(layout, 0)]).toEqual([1, 3]);
    expect([...layout.female]).toEqual([0, 1, 0, 1]);
  });

  test('each member is found by id, whether the ids are close together or far apart', () => {
    for (const ids of [TREE.ids, [10, 11, 9_000_000, 12]]) {
      const { indexOf } = layoutTree({ ...TREE, ids }, false);
      ids.forEach((id, i) => expect(indexOf.get(id)).toBe(i));
      for (const absent of [-1, 0, 14, 10.5, 9_000_001]) {
        expect(indexOf.get(absent)).toBeUndefined();
        expect(indexOf.has(absent)).toBe(false);
      }
      expect(indexOf.has(12)).toBe(true);
    }
  });

  test('mirrored, the first child is on the right', () => {
    const layout = layoutTree(TREE, true);
    expect(layout.x[1]).toBeGreaterThan(layout.x[3]);
    expect([...layout.y]).toEqual([...layoutTree(TREE, false).y]);
  });
});

describe('arrow keys between relatives', () => {
  const ltr = layoutTree(TREE, false);
  const rtl = layoutTree(TREE, true);
  test('up to the parent, down to the first child, nowhere past the ends', () => {
    expect(moveFocus(ltr, 0, 'ArrowDown')).toBe(1);
    expect(moveFocus(ltr, 1, 'ArrowDown')).toBe(2);
    expect(moveFocus(ltr, 2, 'ArrowUp')).toBe(1);
    expect(moveFocus(ltr, 0, 'ArrowUp')).toBe(0);
    expect(moveFocus(ltr, 2, 'ArrowDown')).toBe(2);
  });
  test('sideways follows the screen: the next sibling is to the right, or to the left when mirrored', () => {
    expect(moveFocus(ltr, 1, 'ArrowRight')).toBe(3);
    expect(moveFocus(ltr, 3, 'ArrowLeft')).toBe(1);
    expect(moveFocus(ltr, 3, 'ArrowRight')).toBe(3);
    expect(moveFocus(rtl, 1, 'ArrowLeft')).toBe(3);
    expect(moveFocus(rtl, 3, 'ArrowRight')).toBe(1);
  });
});

describe('the view in the address', () => {
  test('written in unmirrored units, so both directions read the same people', () => {
    const params = writeView(new URLSearchParams('keep=1'), { x: -140, y: 220, k: 0.5 }, true, 11);
    expect(params.get('cx')).toBe('1');
    expect(params.get('cy')).toBe('2');
    expect(params.get('keep')).toBe('1');
    expect(readView(params, false)).toEqual({ view: { x: 140, y: 220, k: 0.5 }, focusId: 11, folded: [] });
    expect(readView(params, true).view).toEqual({ x: -140, y: 220, k: 0.5 });
  });
  test('a missing or broken view is no view', () => {
    expect(readView(new URLSearchParams('cx=a&cy=1&z=1'), false)).toEqual({ view: undefined, focusId: undefined, folded: [] });
    expect(readView(new URLSearchParams('cx=1&cy=1&z=0'), false).view).toBeUndefined();
  });
});

test('a label takes its base direction from its first strong letter', () => {
  expect(labelDirection('سامي')).toBe('rtl');
  expect(labelDirection('דוד')).toBe('rtl');
  expect(labelDirection('Sami (2)')).toBe('ltr');
  expect(labelDirection('1990')).toBe('ltr');
});

test('the index finds what a box shows and the member under a point', () => {
  const layout = layoutTree(TREE, false);
  const index = indexTree(layout);
  expect(index.within({ minX: 30, minY: 80, maxX: 200, maxY: 140 }).sort()).toEqual([3]);
  // The line from the root down to its second child crosses a box that holds neither.
  expect(index.within({ minX: 40, minY: 40, maxX: 45, maxY: 50 })).toContain(3);
  expect(index.at(layout.x[2] + 10, layout.y[2] - 5, 0)).toBe(2);
  expect(index.at(1000, 1000, 0)).toBe(-1);
});
