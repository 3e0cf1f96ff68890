// The drawn family tree as GET /api/v1/tree sends it (server/features/tree/compact-tree.ts builds it, the tree page
// draws it): one member per column entry instead of nested objects with repeated keys.

export interface CompactTree {
  /** Changes whenever the tree does: the ETag of the answer. */
  version: number;
  /** The members descending from the root, depth first: a parent always comes before its children. */
  ids: number[];
  /** For each member, the index in `ids` of its parent; -1 for the root. */
  parents: number[];
  names: string[];
  /** One letter per member: m or f. */
  genders: string;
  /** Birth year, 0 when unknown. */
  born: number[];
  /**
   * Horizontal position from the tidy layout, left to right, in tenths of the distance between two
   * siblings; the row is the depth (count the parents). A right-to-left page mirrors it.
   */
  x: number[];
}
