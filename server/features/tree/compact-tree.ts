// The family tree as the browser draws it: one member per column entry instead of nested objects with
// repeated keys, packed by packTree (a 50,000-member family fits a phone's download), laid out once on the
// server with the linear-time tidy-tree algorithm (Reingold-Tilford as improved by Walker and Buchheim, d3-hierarchy).
// Nothing private travels: names, gender, birth year and which wife of the father is the mother.
import { hierarchy, tree } from 'd3-hierarchy';
import { packTree, type CompactTree, type TreeColumns } from '../../../common/model/compactTree.ts';
import { namedYear } from '../../../common/model/partialDate.ts';

export interface TreeRow {
  id: number;
  name: string;
  gender: string;
  parentId: number | null;
  /** The birth date as said (schema format partial-date), or null. */
  birthdate: string | null;
  /** The partner id of the member's mother; null or absent when not recorded. */
  motherId?: number | null;
}

/** A marriage of two members: the member whose partner record it is, the partner's own member id, and the partner record's id (their children's motherId). */
export type Couple = readonly [memberId: number, partnerMemberId: number, partnerId: number];

/**
 * The descendants of `rootId` (or of the first member without a parent) as a compact tree, or undefined
 * when there is no such member. `rows` may hold the whole family: only the root's branch is kept, and of
 * `couples` the ones whose two members are in it.
 */
export function compactTree(
  rows: readonly TreeRow[],
  version: number,
  rootId?: number,
  couples: readonly Couple[] = [],
): CompactTree | undefined {
  const root = rootId === undefined ? rows.find((r) => r.parentId === null) : rows.find((r) => r.id === rootId);
  if (!root) return undefined;
  const hierarchyRoot = hierarchy(root, descendantsOnce(rows, root));
  tree<TreeRow>().nodeSize([1, 1])(hierarchyRoot);

  const out: TreeColumns = { version, ids: [], parents: [], names: [], genders: '', born: [], mothers: [], x: [] };
  const indexOf = new Map<number, number>();
  const genders: string[] = [];
  hierarchyRoot.eachBefore((node) => {
    const r = node.data;
    indexOf.set(r.id, out.ids.length);
    out.ids.push(r.id);
    out.parents.push(node.parent ? indexOf.get(node.parent.data.id)! : -1);
    out.names.push(r.name);
    genders.push(r.gender === 'female' ? 'f' : 'm');
    out.born.push(namedYear(r.birthdate) ?? 0);
    out.mothers.push(r.motherId ?? 0);
    out.x.push(Math.round((node.x ?? 0) * 10));
  });
  out.genders = genders.join('');
  // Sent only when there is one: most families' trees have none.
  const pairs = couples.flatMap(([memberId, partnerId]) => {
    const [i, j] = [indexOf.get(memberId), indexOf.get(partnerId)];
    return i !== undefined && j !== undefined ? [i, j] : [];
  });
  if (pairs.length > 0) out.couples = pairs;
  const motherMembers = mothersInTree(out, indexOf, couples);
  if (motherMembers.length > 0) out.motherMembers = motherMembers;
  return packTree(out);
}

/** [child, mother] index pairs of the members whose mother is a member of the tree: her partner record links to her. */
function mothersInTree(out: TreeColumns, indexOf: ReadonlyMap<number, number>, couples: readonly Couple[]): number[] {
  if (couples.length === 0) return [];
  const motherIndex = new Map<number, number>();
  for (const [, partnerMemberId, partnerId] of couples) {
    const i = indexOf.get(partnerMemberId);
    if (i !== undefined) motherIndex.set(partnerId, i);
  }
  return out.mothers.flatMap((partnerId, child) => {
    const mother = motherIndex.get(partnerId);
    return mother === undefined ? [] : [child, mother];
  });
}

/** Each parent's children, in the order of `rows`. */
export function childrenByParent(rows: readonly TreeRow[]): Map<number, TreeRow[]> {
  const children = new Map<number, TreeRow[]>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    const siblings = children.get(r.parentId);
    if (siblings) siblings.push(r);
    else children.set(r.parentId, [r]);
  }
  return children;
}

/**
 * The children of each member below `root`, in the order of `rows`, for d3's hierarchy, which asks once
 * per member: a member already placed is not placed again, so a loop in the links cannot recur.
 */
function descendantsOnce(rows: readonly TreeRow[], root: TreeRow): (row: TreeRow) => TreeRow[] | undefined {
  const children = childrenByParent(rows);
  const placed = new Set([root.id]);
  return (row) =>
    children.get(row.id)?.filter((child) => {
      if (placed.has(child.id)) return false;
      placed.add(child.id);
      return true;
    });
}
