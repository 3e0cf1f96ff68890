// The drawn tree's one call: the root's descendants in columns, laid out on the server
// (server/tree/compact-tree.ts). The browser keeps the answer's ETag revalidation to fetch itself.
import { httpClient } from '../../../providers/httpClient.ts';

export interface CompactTree {
  version: number;
  ids: number[];
  /** Index of the parent in `ids`, -1 for the root; a parent always comes before its children. */
  parents: number[];
  names: string[];
  /** One letter per member: m or f. */
  genders: string;
  /** Birth year, 0 when unknown. */
  born: number[];
  /** Tidy-tree position, left to right, in tenths of the distance between siblings. */
  x: number[];
}

export async function getTree(rootId: string, signal?: AbortSignal): Promise<CompactTree> {
  return (await httpClient<CompactTree>(`/api/v1/tree/${encodeURIComponent(rootId)}`, { signal })).json;
}
