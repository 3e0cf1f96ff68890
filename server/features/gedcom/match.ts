// Who of the file is already here. Importing into a family that has members, each incoming person is matched, from
// the top of the branch down, against the children of the member their parent is (the member the branch joins
// under, for its ancestor; the tree's roots, for a file that is the whole family imported again): the same name,
// read as the name search reads it, and the same year of birth (or none known on either side). So a person is
// matched only when their whole chain of names up to the joining member is the same, and the same file imported
// twice finds everyone the second time. Before that, a person whose identifier (`_UID`, `UID`, `REFN`) an earlier
// import kept is the member it was kept with, wherever they are now. A matched person is linked, not added: their
// new children come under the member found, and their wives and husbands already recorded are not added again. The
// admin may say, per person or for all, that a match is not the same person.
import type { Partner } from '../../../common/generated/types.ts';
import { normaliseName } from '../../../common/model/nameSearch.ts';
import { inSlices } from '../../db/in-slices.ts';
import type { Executor } from '../../entities/entity-repository.ts';
import type { Repositories } from '../../entities/repositories.ts';
import { memberRecord, partnerRecord, type ImportPlan } from './plan.ts';
import { GedcomRepository } from './repository.ts';

/** An incoming person found among the members. */
export interface Match {
  xref: string;
  name: string;
  memberId: number;
}

export interface Matches {
  /** The members the incoming people are, by xref. */
  members: Map<string, Match>;
  /** The partners already recorded that incoming marriages are, by the plan's marriage key. */
  partners: Map<string, number>;
}

/** How the admin chose: link every match (the default), or add everyone as new; `separate`: the xrefs that are not the member found. */
export interface MatchChoice {
  matching: 'link' | 'none';
  separate: ReadonlySet<string>;
}

/** The first year written in a date as families remember it ("about 1948", "25-03-1948"), or null. */
const yearOf = (date: string | null | undefined): string | null => /\d{4}/.exec(date ?? '')?.[0] ?? null;

const sameness = (name: string | null | undefined, birthdate: string | null | undefined) =>
  `${normaliseName(name ?? '')}|${yearOf(birthdate) ?? ''}`;

/** Where the ancestor of a file imported without a member to join under is looked for: among the roots. Ids start at 1. */
const TOP = 0;

export async function matchExisting(
  repositories: Repositories,
  db: Executor,
  plan: Pick<ImportPlan, 'members' | 'partners'>,
  underId: number | undefined,
  choice: MatchChoice,
): Promise<Matches> {
  const matches: Matches = { members: new Map(), partners: new Map() };
  if (choice.matching === 'none') return matches;
  const children = new Map<number, Map<string, number[]>>();
  const sort = { field: 'id', order: 'ASC' } as const;

  /** The children of these members (of TOP: the tree's roots), each under its parent by name and year. */
  async function readChildren(parents: number[]): Promise<void> {
    const ids = parents.filter((id) => id !== TOP);
    const found = await inSlices(
      ids,
      async (slice) => (await repositories.members.list({ sort, filter: { parentId: slice } }, db)).records,
    );
    if (parents.includes(TOP)) found.push(...(await repositories.members.list({ sort, filter: { parentId: null } }, db)).records);
    for (const parent of parents) children.set(parent, new Map());
    for (const child of found) {
      const same = children.get(child.parentId ?? TOP)!;
      const key = sameness(child.name, child.birthdate);
      same.set(key, [...(same.get(key) ?? []), child.id]);
    }
  }

  // The plan lists a parent before its children: one generation's parents are known before its children are matched.
  const parentOf = (parent: string | null) => (parent === null ? (underId ?? TOP) : matches.members.get(parent)?.memberId);
  const taken = new Set<number>();
  const kept = await new GedcomRepository(db).membersOf(plan.members.flatMap((m) => m.person.uids));
  for (const planned of plan.members) {
    if (choice.separate.has(planned.xref)) continue;
    const known = planned.person.uids.map((uid) => kept.get(uid)).find((id) => id !== undefined && !taken.has(id));
    if (known !== undefined) {
      taken.add(known);
      matches.members.set(planned.xref, { xref: planned.xref, name: memberRecord(planned).name, memberId: known });
      continue;
    }
    const parent = parentOf(planned.parent);
    if (parent === undefined) continue;
    if (!children.has(parent)) {
      // Read the children of every member found so far whose children are not read yet, at once.
      const waiting = [parent, ...[...matches.members.values()].map((m) => m.memberId).filter((id) => !children.has(id) && id !== parent)];
      await readChildren(waiting);
    }
    const { name, birthdate } = memberRecord(planned);
    const candidates = (children.get(parent)!.get(sameness(name, birthdate)) ?? []).filter((id) => !taken.has(id));
    // Two brothers of one name and year cannot be told apart: neither is matched.
    if (candidates.length !== 1) continue;
    taken.add(candidates[0]);
    matches.members.set(planned.xref, { xref: planned.xref, name, memberId: candidates[0] });
  }

  const husbands = [...new Set(plan.partners.flatMap((p) => matches.members.get(p.of)?.memberId ?? []))];
  const recorded = await inSlices(
    husbands,
    async (slice) =>
      (await repositories.ofResource('family-partners').list({ sort, filter: { memberId: slice } }, db)).records as Array<
        Partner & { id: number }
      >,
  );
  for (const p of plan.partners) {
    const of = matches.members.get(p.of)?.memberId;
    if (of === undefined) continue;
    const name = normaliseName(partnerRecord(p).name);
    const same = recorded.find((r) => r.memberId === of && normaliseName(r.name) === name);
    if (same) matches.partners.set(p.key, same.id);
  }
  return matches;
}
