// The tree page's focus view as GET /api/v1/tree/{rootId}/around/{memberId} sends it
// (server/features/tree/close-family.ts): one member with the line up to the tree's root above and two
// generations below; a deeper branch is asked for when it is opened. Its contract is
// `tree#/definitions/closeFamily` in schema/api/tree.json.
export type { CloseFamily, TreePerson } from '../generated/api.ts';
