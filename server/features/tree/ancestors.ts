// A member's ancestors for the pedigree and the fan chart, numbered as genealogists number them
// (Ahnentafel: 1 the member, 2 the father, 3 the mother, 2n and 2n+1 the parents of n). A member's parents
// are the parent of the record (parentId: the father, or a daughter of the family under whom her children
// are recorded) and that parent's marriage the record names (motherId): the other spouse, a member too
// when cousins married, else known by the partner record alone. Only a member has parents to walk on to.
// Cousins who married are one person in two places of a pedigree; each place is filled, and a person
// never stands above themself, so wrong records cannot make the walk loop.
import type { Ancestor } from '../../../common/generated/api.ts';
import type { MemberRecord, PartnerRecord } from '../../../common/generated/types.ts';
import { nameWithFamily } from '../../../common/model/personName.ts';
import { memberFacts } from './member-facts.ts';

export const MAX_GENERATIONS = 7;

export interface AncestorsSource {
  members(ids: readonly number[]): Promise<MemberRecord[]>;
  partners(ids: readonly number[]): Promise<PartnerRecord[]>;
}

/** A place to fill: its number, and the member ids below it down to the member (never to be repeated above). */
interface Place {
  number: number;
  below: ReadonlySet<number>;
}

const memberCard = (number: number, m: MemberRecord): Ancestor => ({ number, ...memberFacts(m) });

/** Someone known by name only: a man in a father's place (even number), a woman in a mother's. */
const nameCard = (number: number, name: string, birthdate: string | null): Ancestor => ({
  number,
  id: null,
  name,
  gender: number % 2 === 0 ? 'male' : 'female',
  birthdate,
  deathDate: null,
  lifeStatus: null,
});

/** Loads records by id once, however many places they fill. */
function memo<R extends { id: number }>(load: (ids: readonly number[]) => Promise<R[]>) {
  const known = new Map<number, R>();
  return async (ids: readonly number[]): Promise<Map<number, R>> => {
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length > 0) for (const r of await load(missing)) known.set(r.id, r);
    return known;
  };
}

/** The ancestors of `memberId` in `generations` generations (the member's own counted), by number; undefined when there is no such member. */
export async function ancestors(source: AncestorsSource, memberId: number, generations: number): Promise<Ancestor[] | undefined> {
  const members = memo((ids) => source.members(ids));
  const partners = memo((ids) => source.partners(ids));
  const root = (await members([memberId])).get(memberId);
  if (!root) return undefined;
  const found: Ancestor[] = [memberCard(1, root)];
  let level: { place: Place; member: MemberRecord }[] = [{ place: { number: 1, below: new Set() }, member: root }];
  for (let generation = 2; generation <= Math.min(generations, MAX_GENERATIONS) && level.length > 0; generation++) {
    const [parents, marriages] = await Promise.all([
      members(level.flatMap(({ member }) => (member.parentId ? [member.parentId] : []))),
      partners(level.flatMap(({ member }) => (member.motherId ? [member.motherId] : []))),
    ]);
    const spouses = await members([...marriages.values()].flatMap((p) => (p.partnerMemberId ? [p.partnerMemberId] : [])));
    const next: typeof level = [];
    for (const { place, member } of level) {
      const below = new Set([...place.below, member.id]);
      const fill = (number: number, person: MemberRecord | undefined) => {
        if (!person || below.has(person.id)) return;
        found.push(memberCard(number, person));
        next.push({ place: { number, below }, member: person });
      };
      const parent = member.parentId ? parents.get(member.parentId) : undefined;
      const marriage = member.motherId ? marriages.get(member.motherId) : undefined;
      const [fatherNumber, motherNumber] = [2 * place.number, 2 * place.number + 1];
      const parentNumber = parent?.gender === 'female' ? motherNumber : fatherNumber;
      const spouseNumber = parentNumber === fatherNumber ? motherNumber : fatherNumber;
      fill(parentNumber, parent);
      const spouse = marriage?.partnerMemberId ? spouses.get(marriage.partnerMemberId) : undefined;
      if (spouse) fill(spouseNumber, spouse);
      else if (marriage) found.push(nameCard(spouseNumber, nameWithFamily(marriage), marriage.birthdate ?? null));
      // A mother typed by name on the record, with no marriage chosen: the family view names her so too.
      else if (member.motherName && spouseNumber === motherNumber) found.push(nameCard(motherNumber, member.motherName, null));
    }
    level = next;
  }
  return found.sort((a, b) => a.number - b.number);
}
