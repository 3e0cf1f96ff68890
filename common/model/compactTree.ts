// The drawn family tree as GET /api/v1/tree sends it (server/features/tree/compact-tree.ts builds it, the tree page
// draws it): one member per column entry instead of nested objects with repeated keys. Its contract is
// `tree#/definitions/compactTree` in schema/api/tree.json.
export type { CompactTree } from '../generated/api.ts';
