// A father's children under each of his wives, in the order of the marriages (the partners as
// getpartners gives them), then the children whose mother is not recorded, or is no longer one of his
// partners. A wife without children keeps her place, empty, so the page can say so.
export interface MotherGroup<P, C> {
  /** Undefined for the children without a recorded mother. */
  mother: P | undefined;
  children: C[];
}

export function childrenByMother<P extends { id: number }, C extends { motherId?: number | null }>(
  partners: readonly P[],
  children: readonly C[],
): MotherGroup<P, C>[] {
  const groups = partners.map((mother): MotherGroup<P, C> => ({ mother, children: [] }));
  const byId = new Map(groups.map((g) => [g.mother!.id, g]));
  const unknown: MotherGroup<P, C> = { mother: undefined, children: [] };
  for (const child of children) (byId.get(child.motherId ?? -1) ?? unknown).children.push(child);
  return unknown.children.length > 0 ? [...groups, unknown] : groups;
}
