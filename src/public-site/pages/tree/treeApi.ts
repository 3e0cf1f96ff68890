// The drawn tree's one call: the root's descendants in columns, laid out on the server
// (server/tree/compact-tree.ts). The browser keeps the answer's ETag revalidation to fetch itself.
import type { CompactTree } from '../../../model/compactTree.ts';
import { httpClient } from '../../../providers/httpClient.ts';

export async function getTree(rootId: string, signal?: AbortSignal): Promise<CompactTree> {
  return (await httpClient<CompactTree>(`/api/v1/tree/${encodeURIComponent(rootId)}`, { signal })).json;
}
