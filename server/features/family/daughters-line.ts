// The children of a daughter who married outside the family (DAUGHTERS_CHILDREN_GENERATIONS): recorded
// under her, they carry their father's name and are outside the family's line, and so are their own
// children. The family chooses how many generations below a daughter it records.
import type { FieldFault } from '../../../common/model/fieldFaults.ts';

/**
 * How many generations below the topmost woman of their ancestors (parent first) a member is: 0 for a
 * member of the family's line, 1 for a daughter's child, 2 for that child's child...
 */
export function generationsBelowDaughter(ancestors: readonly { gender: string }[]): number {
  let depth = 0;
  ancestors.forEach((ancestor, i) => {
    if (ancestor.gender === 'female') depth = i + 1;
  });
  return depth;
}

/** Why a member `depth` generations below a daughter cannot be recorded where the family records `limit`; undefined when they can. */
export function daughtersChildFault(depth: number, limit: number): FieldFault | undefined {
  if (depth === 0 || depth <= limit) return undefined;
  return limit === 0 ? { field: 'parentId', rule: 'daughtersChildrenOff' } : { field: 'parentId', rule: 'beyondGenerations', limit };
}
