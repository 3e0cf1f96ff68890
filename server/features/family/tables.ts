// The family's own table beyond its entities (migration 0039): each member's place in the family line, kept by the
// database's triggers so that a record's generation and line are read, not walked up to the root.
export interface MemberLineageTable {
  /** The member's id. */
  id: number;
  /** 1 for a member without a parent, 2 for their children, and so on. */
  generation: number;
  /** A woman of the family is among the member's ancestors: SQLite gives 1 or 0. */
  outside_line: boolean | number;
}

export interface FamilyTables {
  member_lineage: MemberLineageTable;
}
