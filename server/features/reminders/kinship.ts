// Who is close kin of whom, counted through the tree: two people are within `degree` when they share an
// ancestor at most `degree` generations above each (1: brothers and sisters, a parent, a child; 2: first
// cousins, uncles, grandparents; 3: second cousins). A member's parents are the tree's parent (the father, or
// a daughter of the family under whom her children are recorded) and the mother when she is a member too:
// the child of cousins who married is kin through both lines, and counted once.
import type { Couple, TreeRow } from '../tree/compact-tree.ts';

/** Second cousins and closer: the distance reminders reach when a member has not chosen another. */
export const DEFAULT_DEGREE = 3;

/** The farthest a member may choose: sixth cousins. */
export const MAX_DEGREE = 6;

export interface KinGraph {
  parents: ReadonlyMap<number, readonly number[]>;
  children: ReadonlyMap<number, readonly number[]>;
}

/** The family's parent links: `rows` every member, `couples` the marriages of two members (partnerMemberId). */
export function kinGraph(rows: readonly TreeRow[], couples: readonly Couple[]): KinGraph {
  const memberOfPartner = new Map(couples.map(([, partnerMember, partnerId]) => [partnerId, partnerMember]));
  const parents = new Map<number, number[]>();
  const children = new Map<number, number[]>();
  const listIn = (map: Map<number, number[]>, id: number) => map.get(id) ?? map.set(id, []).get(id)!;
  const link = (child: number, parent: number) => {
    const childsParents = listIn(parents, child);
    if (parent === child || childsParents.includes(parent)) return;
    childsParents.push(parent);
    listIn(children, parent).push(child);
  };
  for (const row of rows) {
    if (row.parentId !== null) link(row.id, row.parentId);
    const mother = row.motherId == null ? undefined : memberOfPartner.get(row.motherId);
    if (mother !== undefined) link(row.id, mother);
  }
  return { parents, children };
}

/** Everyone `steps` generations or fewer from `start` along `next` (parents up, children down), with their distance. */
function within(next: ReadonlyMap<number, readonly number[]>, start: number, steps: number): Map<number, number> {
  const reached = new Map([[start, 0]]);
  let level = [start];
  for (let step = 1; step <= steps && level.length > 0; step++) {
    level = level.flatMap((id) => next.get(id) ?? []).filter((id) => !reached.has(id));
    for (const id of level) reached.set(id, step);
  }
  return reached;
}

/**
 * The member's kin within `degree`, the member left out, each with how near they are: the fewest generations
 * up to an ancestor they share, counted on the longer side. Each once, however many ways they are related.
 */
export function kinDegrees(graph: KinGraph, memberId: number, degree: number): Map<number, number> {
  const kin = new Map<number, number>();
  for (const [ancestor, up] of within(graph.parents, memberId, degree))
    for (const [relative, down] of within(graph.children, ancestor, degree)) {
      const near = Math.max(up, down);
      if (near < (kin.get(relative) ?? Infinity)) kin.set(relative, near);
    }
  kin.delete(memberId);
  return kin;
}
