// The path between two members through their closest common ancestor, as the tree holds it: who is
// on it (to draw it) and the genders along it (to name it, see kinship.ts).
import type { KinPath } from './kinship.ts';
import { lineUp } from './lineage.ts';
import type { TreeLayout } from './treeLayout.ts';

export interface Relation {
  ancestor: number;
  /** The first member's ancestors from the parent up to the common ancestor. */
  up: number[];
  /** From the common ancestor's child down to the second member. */
  down: number[];
}

/** How `second` is related to `first`, or undefined when no ancestor of theirs is in the tree. */
export function relationBetween(layout: Pick<TreeLayout, 'parent'>, first: number, second: number): Relation | undefined {
  const firstLine = lineUp(layout, first);
  const secondLine = lineUp(layout, second);
  const onFirst = new Map(firstLine.map((member, generations) => [member, generations]));
  const below = secondLine.findIndex((member) => onFirst.has(member));
  if (below < 0) return undefined;
  const ancestor = secondLine[below];
  return { ancestor, up: firstLine.slice(1, onFirst.get(ancestor)! + 1), down: secondLine.slice(0, below).reverse() };
}

export function kinPath(layout: Pick<TreeLayout, 'female'>, { up, down }: Relation): KinPath {
  const gender = (i: number) => (layout.female[i] ? 'f' : 'm');
  return { up: up.map(gender), down: down.map(gender) };
}

/** The members whose line up to their parent is part of the path. */
export const relationLines = (first: number, { up, down }: Relation): number[] => [first, ...up.slice(0, -1), ...down];
