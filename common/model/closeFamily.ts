// The tree page's focus view as GET /api/v1/tree/{rootId}/around/{memberId} sends it
// (server/features/tree/close-family.ts): one member with the line up to the tree's root above and two
// generations below; a deeper branch is asked for when it is opened.

export interface TreePerson {
  id: number;
  /** null for the tree's root. */
  parentId: number | null;
  name: string;
  gender: 'm' | 'f';
  /** Birth year, 0 when unknown. */
  born: number;
  /** How many children the member has (the ones below the answer's two generations are not in it). */
  children: number;
}

export interface CloseFamily {
  /** The tree's version, as in the whole tree's answer: the ETag moves with it. */
  version: number;
  /** From the tree's root down to the member's parent; empty when the member is the root. */
  line: TreePerson[];
  member: TreePerson;
  /** The member's children, then their children, each generation in the order they were added. */
  below: TreePerson[];
}
