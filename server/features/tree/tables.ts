// The tree's own table (migration 0005): the family's tree version, raised by triggers on every change of
// members or partners, so every instance knows when its drawn tree is stale (tree-cache.ts).
export interface TreeVersionTable {
  id: number;
  /** pg returns bigint as text. */
  version: number | string;
}

export interface TreeTables {
  tree_version: TreeVersionTable;
}
