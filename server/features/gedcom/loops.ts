// Parent links that go round (someone recorded as their own ancestor, a slip of whoever typed the file) are cut at
// the one link that closes the loop: the person stays, with the rest of their family, and the cut is a problem of
// the preview. Walked without recursion, so a file of many generations does not overflow the stack.
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';
import type { GedFamilyTree, GedIndividual } from './model.ts';

/** Parents of each person: the husband and wife of the families they are a child of. */
export function parentsOf(tree: GedFamilyTree, person: GedIndividual): string[] {
  return person.childOf.flatMap((f) => {
    const fam = tree.families.get(f);
    return fam ? [fam.husband, fam.wife].filter((p): p is string => p !== null) : [];
  });
}

/** A person as a problem names them: "Layla al-Ahmad (@I5@)". */
export const who = (p: GedIndividual): string => `${[p.given, p.surname].filter(Boolean).join(' ') || `@${p.xref}@`} (@${p.xref}@)`;

/** Takes `child` out of the families where `parent` is a spouse. */
function cut(tree: GedFamilyTree, child: GedIndividual, parent: string): void {
  for (const f of child.childOf) {
    const fam = tree.families.get(f);
    if (fam && (fam.husband === parent || fam.wife === parent)) fam.children = fam.children.filter((c) => c !== child.xref);
  }
  child.childOf = child.childOf.filter((f) => {
    const fam = tree.families.get(f);
    return !fam || (fam.husband !== parent && fam.wife !== parent);
  });
}

export function breakLoops(tree: GedFamilyTree, problems: GedcomProblem[]): void {
  // 1: on the path being walked; 2: done, with no loop above it.
  const state = new Map<string, 1 | 2>();
  for (const start of tree.individuals.keys()) {
    if (state.has(start)) continue;
    const stack: Array<{ xref: string; next: string[] }> = [{ xref: start, next: parentsOf(tree, tree.individuals.get(start)!) }];
    state.set(start, 1);
    while (stack.length > 0) {
      const top = stack.at(-1)!;
      const parent = top.next.pop();
      if (parent === undefined) {
        state.set(top.xref, 2);
        stack.pop();
        continue;
      }
      if (state.get(parent) === 1) {
        const child = tree.individuals.get(top.xref)!;
        problems.push({ code: 'loopBroken', who: who(child), target: who(tree.individuals.get(parent)!) });
        cut(tree, child, parent);
        continue;
      }
      if (state.has(parent)) continue;
      state.set(parent, 1);
      stack.push({ xref: parent, next: parentsOf(tree, tree.individuals.get(parent)!) });
    }
  }
}
