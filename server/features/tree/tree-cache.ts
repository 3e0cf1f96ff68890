// The drawn tree per tree version, kept compressed: it is computed once per change of the family and
// then served to every reader from memory. The version lives in the database (tree_version, kept by
// triggers), so every instance of the portal agrees on it.
import { brotliCompressSync, constants } from 'node:zlib';
import { compactTree, type Couple, type TreeRow } from './compact-tree.ts';

export interface CachedTree {
  etag: string;
  json: Buffer;
  brotli: Buffer;
}

/**
 * The shape of the answer, in its ETag: raised whenever the shape changes, so that a browser holding an answer
 * of the old shape for the same tree version is sent the new one instead of being told its copy is still good.
 */
const SHAPE = 2;
/** Trees for a few roots of the current version: a family looks at its root, and some at a branch. */
const KEEP = 8;

export function createTreeCache(load: { version(): Promise<number>; rows(): Promise<TreeRow[]>; couples(): Promise<Couple[]> }) {
  const cache = new Map<string, CachedTree | null>();
  return {
    /** The tree under `rootId` (the family's root when absent); null when there is no such member. */
    async get(rootId: number | undefined): Promise<{ etag: string; tree: () => Promise<CachedTree | null> }> {
      const version = await load.version();
      const key = `${rootId ?? 'root'}-${version}`;
      const etag = `"tree${SHAPE}-${key}"`;
      return {
        etag,
        tree: async () => {
          if (!cache.has(key)) {
            const built = compactTree(await load.rows(), version, rootId, await load.couples());
            const json = built && Buffer.from(JSON.stringify(built));
            // Quality 6: a sixth of the JSON's size in under 100 ms for 50,000 members; higher qualities gain
            // a few percent for twice the time, paid by the first reader after each change.
            const brotli = json && brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
            for (const old of [...cache.keys()].filter((k) => !k.endsWith(`-${version}`))) cache.delete(old);
            if (cache.size >= KEEP) cache.delete(cache.keys().next().value!);
            cache.set(key, json && brotli ? { etag, json, brotli } : null);
          }
          return cache.get(key)!;
        },
      };
    },
  };
}
