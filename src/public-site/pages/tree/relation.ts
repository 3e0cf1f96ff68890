// The paths between two members through their closest common ancestors, as the tree holds them: who is
// on each (to draw it and list it) and the genders along it (to name it, see kinship.ts). A member's
// parents are the father (the tree's parent) and, when she is a member of the tree too, the mother: the
// child of a cousin marriage is related to her relatives through both lines, and each line is a path.
// Cousin marriages make the family a graph, not a tree: every walk keeps a visited set.
import type { KinPath } from './kinship.ts';
import type { TreeLayout } from './treeLayout.ts';

export interface Relation {
  ancestor: number;
  /** The first member's ancestors from the parent up to the common ancestor. */
  up: number[];
  /** From the common ancestor's child down to the second member. */
  down: number[];
}

type Parents = Pick<TreeLayout, 'parent'> & Partial<Pick<TreeLayout, 'mother'>>;

const parentsOf = (layout: Parents, member: number): number[] =>
  [layout.parent[member], layout.mother?.[member] ?? -1].filter((p) => p >= 0);

/**
 * The ancestors of `start` reached through one of its parents (or `start` alone, for `through` -1), each with
 * the member below it on the shortest way up, the father's line first.
 */
function ancestry(layout: Parents, start: number, through: number): Map<number, number> {
  const below = new Map([[start, -1]]);
  if (through < 0) return below;
  below.set(through, start);
  const queue = [through];
  for (let k = 0; k < queue.length; k++)
    for (const parent of parentsOf(layout, queue[k]))
      if (!below.has(parent)) {
        below.set(parent, queue[k]);
        queue.push(parent);
      }
  return below;
}

/** The way from `ancestor` down to where its walk started: the ancestor's child first, the start last. */
function wayDown(below: ReadonlyMap<number, number>, ancestor: number): number[] {
  const way: number[] = [];
  for (let at = below.get(ancestor)!; at >= 0; at = below.get(at)!) way.push(at);
  return way;
}

/** Every way between the two through one of their common ancestors, by each of their parents, that meets nobody twice. */
function candidates(layout: Parents, first: number, second: number): Relation[] {
  const walks = (member: number) => [-1, ...parentsOf(layout, member)].map((through) => ancestry(layout, member, through));
  const found: Relation[] = [];
  for (const fromFirst of walks(first))
    for (const fromSecond of walks(second))
      for (const ancestor of fromFirst.keys()) {
        if (!fromSecond.has(ancestor)) continue;
        const up = ancestor === first ? [] : [...wayDown(fromFirst, ancestor).reverse().slice(1), ancestor];
        const down = wayDown(fromSecond, ancestor);
        const firstSide = new Set(ancestor === first ? [] : [first, ...up.slice(0, -1)]);
        if (!down.some((member) => firstSide.has(member))) found.push({ ancestor, up, down });
      }
  return found.sort((a, b) => a.up.length + a.down.length - (b.up.length + b.down.length));
}

/**
 * How `second` is related to `first`: the shortest path by each parent of `first` (through the father,
 * through the mother) and by each parent of `second`, the shortest first; empty when they have no common
 * ancestor in the tree. A path that is the shortest by none of them (full brothers whose parents are
 * cousins are not second cousins too) is left out, and a husband and wife at the top of the same way
 * down are one path.
 */
export function relationsBetween(layout: Parents, first: number, second: number): Relation[] {
  const byFirst = new Set<number>();
  const bySecond = new Set<number>();
  const ways = new Set<string>();
  return candidates(layout, first, second).filter(({ ancestor, up, down }) => {
    const [firstStep, secondStep] = [up[0] ?? -1, [ancestor, ...down].at(-2) ?? -1];
    const way = `${up.slice(0, -1).join()}|${down.join()}`;
    const nearest = !byFirst.has(firstStep) || !bySecond.has(secondStep);
    byFirst.add(firstStep);
    bySecond.add(secondStep);
    if (!nearest || ways.has(way)) return false;
    ways.add(way);
    return true;
  });
}

export function kinPath(layout: Pick<TreeLayout, 'female'>, { up, down }: Relation): KinPath {
  const gender = (i: number) => (layout.female[i] ? 'f' : 'm');
  return { up: up.map(gender), down: down.map(gender) };
}

/** Everyone on the path, from the first member to the second. */
export const onPath = (first: number, { up, down }: Relation): number[] => [first, ...up, ...down];

/**
 * The members whose drawn line up to their parent is part of the path. A step through a mother who is a
 * member is not one: the drawing joins a child to the father only.
 */
export function relationLines(layout: Pick<TreeLayout, 'parent'>, first: number, relation: Relation): number[] {
  const path = onPath(first, relation);
  const up = relation.up.length;
  // Up to the common ancestor each member's parent follows it on the path; below it, it comes before.
  return path.filter((member, k) => (k < up ? layout.parent[member] === path[k + 1] : k > up && layout.parent[member] === path[k - 1]));
}
