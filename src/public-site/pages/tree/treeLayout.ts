// The server's columns turned into what drawing and moving need: a position per member in world units
// (mirrored in right-to-left languages, so the first child is on the right), and the family links the
// arrow keys follow. Linear in the number of members; computed once per tree and direction.
import type { TreeColumns } from '../../../../common/model/compactTree.ts';

/** World units between two siblings, and between two generations. */
export const SIBLING_GAP = 140;
export const GENERATION_GAP = 110;

export interface TreeLayout {
  count: number;
  ids: Int32Array | number[];
  names: readonly string[];
  born: readonly number[];
  female: Uint8Array;
  parent: Int32Array;
  depth: Int32Array;
  /** World position of each member's centre. */
  x: Float64Array;
  y: Float64Array;
  /** Children of each member, in the server's order (first child first): CSR offsets into `childList`. */
  childStart: Int32Array;
  childList: Int32Array;
  /** Each member's index by id. */
  indexOf: IdIndex;
  mirrored: boolean;
  /** Each married member's spouses who are members of the tree too (cousins who married), by index. */
  spouses: ReadonlyMap<number, readonly number[]>;
  /** The index of each member's mother when she is a member of the tree too (a cousin marriage's child), -1 otherwise. */
  mother: Int32Array;
}

/** Each member's index by id: what the layout needs of a map. */
export interface IdIndex {
  get(id: number): number | undefined;
  has(id: number): boolean;
}

/**
 * The index of each member by id: an array by id when the ids are close together (a family's ids count up from 1,
 * with a gap where someone was removed), a map otherwise. Filling a map of 100,000 ids took a phone's first frame
 * of the overview some 50 ms, the array a tenth of that.
 */
function idIndex(ids: ArrayLike<number>): IdIndex {
  let max = 0;
  for (let i = 0; i < ids.length; i++) max = Math.max(max, ids[i]);
  if (max > 4 * ids.length + 1024) return new Map(Array.from(ids, (id, i) => [id, i]));
  const at = new Int32Array(max + 1).fill(-1);
  for (let i = 0; i < ids.length; i++) at[ids[i]] = i;
  const get = (id: number) => (Number.isInteger(id) && id >= 0 && id <= max && at[id] >= 0 ? at[id] : undefined);
  return { get, has: (id) => get(id) !== undefined };
}

export function layoutTree(tree: TreeColumns, mirrored: boolean): TreeLayout {
  const count = tree.ids.length;
  const parent = Int32Array.from(tree.parents);
  const depth = new Int32Array(count);
  const childCount = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) {
    if (parent[i] >= 0) {
      depth[i] = depth[parent[i]] + 1;
      childCount[parent[i] + 1]++;
    }
  }
  const childStart = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) childStart[i + 1] = childStart[i] + childCount[i + 1];
  const childList = new Int32Array(Math.max(0, count - 1));
  const filled = childStart.slice(0, count);
  for (let i = 0; i < count; i++) if (parent[i] >= 0) childList[filled[parent[i]]++] = i;

  const sign = mirrored ? -1 : 1;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const female = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    x[i] = (sign * tree.x[i] * SIBLING_GAP) / 10;
    y[i] = depth[i] * GENERATION_GAP;
    female[i] = tree.genders.charCodeAt(i) === 102 ? 1 : 0; // 'f'
  }
  return {
    count,
    ids: tree.ids,
    names: tree.names,
    born: tree.born,
    female,
    parent,
    depth,
    x,
    y,
    childStart,
    childList,
    indexOf: idIndex(tree.ids),
    mirrored,
    spouses: spousesOf(tree.couples ?? []),
    mother: mothersOf(count, tree.motherMembers ?? []),
  };
}

/** The [child, mother] index pairs as a column, -1 where the mother is not a member of the tree. */
function mothersOf(count: number, pairs: readonly number[]): Int32Array {
  const mother = new Int32Array(count).fill(-1);
  for (let k = 0; k + 1 < pairs.length; k += 2) mother[pairs[k]] = pairs[k + 1];
  return mother;
}

/** The couples' index pairs as each member's spouses. */
function spousesOf(couples: readonly number[]): Map<number, number[]> {
  const spouses = new Map<number, number[]>();
  for (let k = 0; k + 1 < couples.length; k += 2)
    for (const [a, b] of [
      [couples[k], couples[k + 1]],
      [couples[k + 1], couples[k]],
    ])
      spouses.set(a, [...(spouses.get(a) ?? []), b]);
  return spouses;
}

/** The children of member `i`, first child first. */
export const childrenOf = (layout: TreeLayout, i: number): Int32Array =>
  layout.childList.subarray(layout.childStart[i], layout.childStart[i + 1]);

/** Where the line from member `i` up to its parent runs across: nearer the children than the parent, whose name sits in the space above. */
export const barY = (layout: TreeLayout, i: number): number => layout.y[i] - GENERATION_GAP * 0.3;

/** The box holding every member's centre. */
export function treeBounds(layout: TreeLayout): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  for (let i = 0; i < layout.count; i++) {
    if (layout.x[i] < minX) minX = layout.x[i];
    if (layout.x[i] > maxX) maxX = layout.x[i];
    if (layout.y[i] > maxY) maxY = layout.y[i];
  }
  return layout.count ? { minX, minY: 0, maxX, maxY } : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
}
