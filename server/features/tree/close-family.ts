// The focus view's answer: a member, the line up to the tree's root, their children and grandchildren,
// and how many children each of them has, so the page can offer to open a branch it has not loaded.
// A few indexed queries whatever the family's size. Nothing private: names, gender and birth year.
import type { CloseFamily, TreePerson } from '../../../common/model/closeFamily.ts';
import { namedYear } from '../../../common/model/partialDate.ts';
import type { TreeRow } from './compact-tree.ts';

export interface CloseFamilySource {
  lineFrom(rootId: number, memberId: number): Promise<TreeRow[] | undefined>;
  childrenOf(parentIds: readonly number[]): Promise<TreeRow[]>;
  childCounts(ids: readonly number[]): Promise<Map<number, number>>;
}

/** The close family of `memberId` in the tree of `rootId`; undefined when the member is not in that tree. */
export async function closeFamily(
  source: CloseFamilySource,
  version: number,
  rootId: number,
  memberId: number,
): Promise<CloseFamily | undefined> {
  const line = await source.lineFrom(rootId, memberId);
  if (!line) return undefined;
  const children = await source.childrenOf([memberId]);
  const grandchildren = await source.childrenOf(children.map((c) => c.id));
  const rows = [...line, ...children, ...grandchildren];
  const counts = await source.childCounts(rows.map((r) => r.id));
  const person = (r: TreeRow): TreePerson => ({
    id: r.id,
    parentId: r.id === rootId ? null : r.parentId,
    name: r.name,
    gender: r.gender === 'female' ? 'f' : 'm',
    born: namedYear(r.birthdate) ?? 0,
    mother: r.motherId ?? 0,
    children: counts.get(r.id) ?? 0,
  });
  return { version, line: line.slice(0, -1).map(person), member: person(line.at(-1)!), below: [...children, ...grandchildren].map(person) };
}
