// The drawn family tree as GET /api/v1/tree sends it (server/features/tree/compact-tree.ts builds it, the tree page
// draws it): one member per column entry instead of nested objects with repeated keys. Its contract is
// `tree#/definitions/compactTree` in schema/api/tree.json. On the wire each member is said from its parent and
// its name by its place in the family's list of names: short numbers in plain ASCII. For the 100,000 members
// of bench/tree-canvas.ts the answer is 1.7 MB instead of 3.4 (449 KB instead of 640 once compressed), and a
// phone's browser turns it into text and JSON in 100 to 160 ms instead of 230 to 250 (4x slower CPU). The
// page works on the columns in full (TreeColumns), unpacked once.
import type { CompactTree } from '../generated/api.ts';

export type { CompactTree };

/** The tree's columns in full: each member's parent index (-1 for the root), name and position. */
export interface TreeColumns extends Omit<CompactTree, 'parentSteps' | 'names' | 'nameIndex' | 'xSteps'> {
  /** For each member, the index in `ids` of its parent; -1 for the root. */
  parents: number[];
  names: string[];
  /** Horizontal position from the tidy layout, in tenths of the distance between two siblings. */
  x: number[];
}

/** The columns as the answer sends them. A parent always comes before its children. */
export function packTree({ parents, names, x, ...rest }: TreeColumns): CompactTree {
  const distinct: string[] = [];
  const place = new Map<string, number>();
  const nameIndex = names.map((name) => {
    let at = place.get(name);
    if (at === undefined) place.set(name, (at = distinct.push(name) - 1));
    return at;
  });
  return {
    ...rest,
    parentSteps: parents.map((p, i) => (p < 0 ? 0 : i - p)),
    names: distinct,
    nameIndex,
    xSteps: x.map((at, i) => (parents[i] < 0 ? at : at - x[parents[i]])),
  };
}

/** The answer's columns in full. */
export function unpackTree({ parentSteps, names, nameIndex, xSteps, ...rest }: CompactTree): TreeColumns {
  // Made at their length and filled, not grown: for bench/tree-canvas.ts's 100,000 members, 3.4 to 3.9 ms
  // against 5.5 to 5.8 in a first run on Node (the page runs this once, before the code is optimised).
  const parents = new Array<number>(parentSteps.length);
  const x = new Array<number>(parentSteps.length);
  for (let i = 0; i < parentSteps.length; i++) {
    const parent = parentSteps[i] === 0 ? -1 : i - parentSteps[i];
    parents[i] = parent;
    x[i] = parent < 0 ? xSteps[i] : x[parent] + xSteps[i];
  }
  return { ...rest, parents, names: nameIndex.map((at) => names[at]), x };
}
