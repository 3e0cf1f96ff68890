// The drawn tree's columns and tidy layout, on a family small enough to know the answers by hand, and the
// answer's packing of them.
import { expect, test } from 'vitest';
import { packTree, unpackTree, type TreeColumns } from '../../common/model/compactTree.ts';
import { compactTree, type TreeRow } from '../../server/features/tree/compact-tree.ts';

//        1 Salem (m, 1900)
//       /          \
//   2 Ahmad      3 Fatima (f)
//     |
//   4 Ali (m, 1950)
const FAMILY: TreeRow[] = [
  { id: 1, name: 'سالم', gender: 'male', parentId: null, birthdate: '01-03-1900' },
  // A span of years has no one year for the drawing; "about" a year has.
  { id: 2, name: 'أحمد', gender: 'male', parentId: 1, birthdate: 'BET 1920 AND 1925' },
  { id: 3, name: 'فاطمة', gender: 'female', parentId: 1, birthdate: 'ABT 1925' },
  { id: 4, name: 'علي', gender: 'male', parentId: 2, birthdate: '1950' },
  { id: 9, name: 'غريب', gender: 'male', parentId: null, birthdate: null },
];

/** The columns of the tree under `rootId`, unpacked as the page reads them. */
const columns = (rows: readonly TreeRow[], rootId?: number, couples?: Parameters<typeof compactTree>[3]) => {
  const packed = compactTree(rows, 7, rootId, couples);
  return packed && unpackTree(packed);
};

test('the family from its first root, depth first, each parent before its children', () => {
  const tree = columns(FAMILY)!;
  expect(tree).toMatchObject({
    version: 7,
    ids: [1, 2, 4, 3],
    parents: [-1, 0, 1, 0],
    names: ['سالم', 'أحمد', 'علي', 'فاطمة'],
    genders: 'mmmf',
    born: [1900, 0, 1950, 1925],
  });
});

test('the tidy layout: siblings one step apart, the parent centred above them, left to right in the order they were added', () => {
  const { ids, x } = columns(FAMILY)!;
  const at = (id: number) => x[ids.indexOf(id)];
  expect(at(3) - at(2)).toBe(10);
  expect(at(1)).toBe((at(2) + at(3)) / 2);
  expect(at(4)).toBe(at(2));
});

test('a branch: the descendants of another member, that member as root', () => {
  const tree = columns(FAMILY, 2)!;
  expect(tree.ids).toEqual([2, 4]);
  expect(tree.parents).toEqual([-1, 0]);
});

test('an unknown root is no tree, and a loop in the parent links cannot hang it', () => {
  expect(compactTree(FAMILY, 1, 404)).toBeUndefined();
  const looped: TreeRow[] = [
    { id: 1, name: 'a', gender: 'male', parentId: 2, birthdate: null },
    { id: 2, name: 'b', gender: 'male', parentId: 1, birthdate: null },
  ];
  expect(compactTree(looped, 1, 1)!.ids).toEqual([1, 2]);
});

test('a line of 20,000 generations is laid out without running out of stack', () => {
  const rows: TreeRow[] = Array.from({ length: 20_000 }, (_, i) => ({
    id: i + 1,
    name: `n${i}`,
    gender: 'male',
    parentId: i === 0 ? null : i,
    birthdate: null,
  }));
  const tree = columns(rows)!;
  expect(tree.ids).toHaveLength(20_000);
  expect(new Set(tree.x)).toEqual(new Set([0]));
});

test('a child whose mother is a member of the tree (her partner record links to her) is sent with her place in it', () => {
  // Salim's sons Yusuf and Elias; Yusuf's daughter Maryam married Elias's son Jamil (partner record 70); their son Karim.
  const rows: TreeRow[] = [
    { id: 1, name: 'Salim', gender: 'male', parentId: null, birthdate: null },
    { id: 2, name: 'Yusuf', gender: 'male', parentId: 1, birthdate: null },
    { id: 3, name: 'Elias', gender: 'male', parentId: 1, birthdate: null },
    { id: 4, name: 'Maryam', gender: 'female', parentId: 2, birthdate: null },
    { id: 5, name: 'Jamil', gender: 'male', parentId: 3, birthdate: null },
    { id: 6, name: 'Karim', gender: 'male', parentId: 5, birthdate: null, motherId: 70 },
    { id: 7, name: 'Nabil', gender: 'male', parentId: 5, birthdate: null, motherId: 71 },
  ];
  const tree = columns(rows, undefined, [[5, 4, 70]])!;
  const at = (id: number) => tree.ids.indexOf(id);
  expect(tree.motherMembers).toEqual([at(6), at(4)]);
  expect(tree.couples).toEqual([at(5), at(4)]);
  // Without a marriage of two members nothing more is sent.
  expect(compactTree(rows, 1)!.motherMembers).toBeUndefined();
});

test('the answer names each given name once and says each member from its parent; unpacked, it is the columns again', () => {
  const packed = compactTree([...FAMILY, { id: 5, name: 'أحمد', gender: 'male', parentId: 4, birthdate: null }], 1)!;
  expect(packed.names).toEqual(['سالم', 'أحمد', 'علي', 'فاطمة']);
  expect(packed.nameIndex).toEqual([0, 1, 2, 1, 3]);
  // Depth first: 1, 2, 4, 5 (the second Ahmad), 3; each parent some places back, the root none.
  expect(packed.parentSteps).toEqual([0, 1, 1, 1, 4]);
  // Each one's x from its parent's: the line 2, 4, 5 stands under itself.
  expect(packed.xSteps.slice(2, 4)).toEqual([0, 0]);

  const tree: TreeColumns = {
    version: 3,
    ids: [10, 11, 12, 13, 14],
    parents: [-1, 0, 1, 0, 3],
    names: ['a', 'b', 'a', 'c', 'b'],
    genders: 'mfmmf',
    born: [1900, 0, 1950, 0, 2000],
    mothers: [0, 0, 7, 0, 0],
    x: [-5, -15, -15, 5, 25],
    couples: [2, 4],
    motherMembers: [4, 1],
  };
  expect(unpackTree(packTree(tree))).toEqual(tree);
});
