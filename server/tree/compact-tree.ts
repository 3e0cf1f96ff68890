// The family tree as the browser draws it: one member per column entry instead of nested objects with
// repeated keys (a 50,000-member family fits a phone's download), laid out once on the server with the
// linear-time tidy-tree algorithm (Reingold-Tilford as improved by Walker and Buchheim, d3-hierarchy).
// Nothing private travels: names, gender and birth year only.
import { stratify, tree } from 'd3-hierarchy';

export interface TreeRow {
  id: number;
  name: string;
  gender: string;
  parentId: number | null;
  /** ISO YYYY-MM-DD or null. */
  birthdate: string | null;
}

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

/**
 * The descendants of `rootId` (or of the first member without a parent) as a compact tree, or undefined
 * when there is no such member. `rows` may hold the whole family: only the root's branch is kept.
 */
export function compactTree(rows: readonly TreeRow[], version: number, rootId?: number): CompactTree | undefined {
  const root = rootId === undefined ? rows.find((r) => r.parentId === null) : rows.find((r) => r.id === rootId);
  if (!root) return undefined;
  const branch = descendants(rows, root.id);
  const hierarchy = stratify<TreeRow>()
    .id((r) => String(r.id))
    .parentId((r) => (r.id === root.id || r.parentId === null ? null : String(r.parentId)))(branch);
  tree<TreeRow>().nodeSize([1, 1])(hierarchy);

  const out: CompactTree = { version, ids: [], parents: [], names: [], genders: '', born: [], x: [] };
  const indexOf = new Map<number, number>();
  const genders: string[] = [];
  hierarchy.eachBefore((node) => {
    const r = node.data;
    indexOf.set(r.id, out.ids.length);
    out.ids.push(r.id);
    out.parents.push(node.parent ? indexOf.get(node.parent.data.id)! : -1);
    out.names.push(r.name);
    genders.push(r.gender === 'female' ? 'f' : 'm');
    out.born.push(r.birthdate ? Number(r.birthdate.slice(0, 4)) : 0);
    out.x.push(Math.round((node.x ?? 0) * 10));
  });
  out.genders = genders.join('');
  return out;
}

/** The root and everyone below it, each after its parent; a broken link (a cycle) cannot loop. */
function descendants(rows: readonly TreeRow[], rootId: number): TreeRow[] {
  const children = new Map<number, TreeRow[]>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    const siblings = children.get(r.parentId);
    if (siblings) siblings.push(r);
    else children.set(r.parentId, [r]);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: TreeRow[] = [byId.get(rootId)!];
  const seen = new Set([rootId]);
  for (let i = 0; i < out.length; i++)
    for (const child of children.get(out[i].id) ?? [])
      if (!seen.has(child.id)) {
        seen.add(child.id);
        out.push(child);
      }
  return out;
}
