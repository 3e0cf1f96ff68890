// The facts of the demo family's lives, over the family generateFamily made (its members and their ids
// left as they are): each child's mother among the father's wives, a second marriage here and there,
// cousins who married, the children of a few daughters who married outside, deaths with their day and
// place, the eldest's dates as remembered ("about 1830", a year alone) and their stories. A random
// stream of its own, so the family and the rest of the demo stay what they were.
import type { Partner } from '../../common/generated/types.ts';
import { personOf } from '../features/family/partner-member.ts';
import { motherNameOf } from '../features/family/rules.ts';
import type { DemoFamily, DemoMember } from './family.ts';
import { FEMALE_NAMES, MALE_NAMES, TOWNS } from './names.ts';
import type { Random } from './random.ts';

export type DemoPartner = Partner & { id: number };

/** One cousin marriage per this many members, and as many fathers with a second wife. */
const MEMBERS_PER_COUSIN_MARRIAGE = 120;
const SECOND_WIFE_SHARE = 0.08;
/** One married daughter whose children the family records under her per this many members. */
const MEMBERS_PER_DAUGHTER_WITH_CHILDREN = 100;

const STORIES = [
  'زرع كروم الزيتون على سفح التل، وبنى البيت الحجري الذي ما زال قائمًا في %{town}.\n\nكان يجمع العائلة في ليالي الشتاء ويروي لهم حكايات البلد.',
  'عمل في التجارة بين %{town} والقرى المجاورة، وعُرف بكرمه وإصلاحه بين الناس.\n\nترك لأبنائه وصية أن يبقوا يدًا واحدة.',
  'تعلّم القراءة في كتّاب القرية ثم صار معلّمًا فيها، وتخرّج على يديه جيل كامل من %{town}.',
];

const year = (date: string | null | undefined) => Number(/(\d{4})$/.exec(date ?? '')?.[1]);
const pad = (n: number) => String(n).padStart(2, '0');

export function addLives(family: DemoFamily, rng: Random, firstPartnerId: number, referenceYear = 2025): DemoPartner[] {
  const { members } = family;
  const byId = new Map(members.map((m) => [m.id, m]));
  const generation = (m: DemoMember): number => (m.parentId ? 1 + generation(byId.get(m.parentId)!) : 0);
  const childrenOf = new Map<number, DemoMember[]>();
  for (const m of members) if (m.parentId) childrenOf.set(m.parentId, [...(childrenOf.get(m.parentId) ?? []), m]);
  let partners: DemoPartner[] = family.partners.map((p, i) => ({ ...p, id: firstPartnerId + i }));
  let nextPartnerId = firstPartnerId + partners.length;
  // A member's first partner (each married member has one: a wife, or a daughter's husband).
  const firstPartner = new Map<number, DemoPartner>();
  for (const p of partners) if (!firstPartner.has(p.memberId)) firstPartner.set(p.memberId, p);
  const wifeOf = (member: DemoMember) => firstPartner.get(member.id);
  const day = (y: number) => `${pad(rng.int(1, 28))}-${pad(rng.int(1, 12))}-${y}`;
  const setMother = (child: DemoMember, mother: DemoPartner) =>
    Object.assign(child, { motherId: mother.id, motherName: motherNameOf(mother) });

  // Each child's mother is the father's wife; some fathers married twice, the younger children the second wife's.
  for (const [fatherId, children] of childrenOf) {
    const father = byId.get(fatherId)!;
    const wife = wifeOf(father);
    if (father.gender !== 'male' || !wife) continue;
    for (const child of children) setMother(child, wife);
    if (children.length < 4 || !rng.chance(SECOND_WIFE_SHARE)) continue;
    const firstWedding = year(children[0].birthdate) - 1;
    wife.marriageDate = String(firstWedding);
    const younger = children.slice(Math.ceil(children.length / 2));
    const second: DemoPartner = {
      id: nextPartnerId++,
      memberId: father.id,
      name: rng.pick(FEMALE_NAMES),
      fatherName: rng.pick(MALE_NAMES),
      familyName: wife.familyName,
      gender: 'female',
      birthdate: String(year(younger[0].birthdate) - rng.int(20, 26)),
      marriageDate: `ABT ${year(younger[0].birthdate) - 1}`,
    };
    partners.push(second);
    for (const child of younger) setMother(child, second);
  }

  // Cousins who married: a son's wife is his father's brother's daughter, one person in two roles.
  const cousinMarriages = Math.max(1, Math.floor(members.length / MEMBERS_PER_COUSIN_MARRIAGE));
  const taken = new Set<number>();
  const grandfatherOf = (m: DemoMember) => byId.get(m.parentId ?? 0)?.parentId;
  const granddaughters = new Map<number, DemoMember[]>();
  for (const m of members) {
    const grandfather = grandfatherOf(m);
    if (grandfather && m.gender === 'female' && m.isMarried === 'yes')
      granddaughters.set(grandfather, [...(granddaughters.get(grandfather) ?? []), m]);
  }
  const marriedInFamily = new Set<number>();
  for (const man of members) {
    if (taken.size / 2 >= cousinMarriages) break;
    const wife = wifeOf(man);
    const grandfather = grandfatherOf(man);
    if (man.gender !== 'male' || !wife || !grandfather || generation(man) < 2 || taken.has(man.id)) continue;
    const cousin = granddaughters
      .get(grandfather)
      ?.find((f) => !taken.has(f.id) && f.parentId !== man.parentId && Math.abs(year(f.birthdate) - year(man.birthdate)) <= 8);
    if (!cousin) continue;
    Object.assign(wife, personOf(cousin), { partnerMemberId: cousin.id });
    marriedInFamily.add(cousin.id);
    for (const child of childrenOf.get(man.id) ?? []) setMother(child, wife);
    taken.add(man.id).add(cousin.id);
  }
  // Her husband from outside was the cousin.
  partners = partners.filter((p) => !marriedInFamily.has(p.memberId));

  // The children of a few daughters who married outside: their father's name and family, recorded under her.
  let daughtersWithChildren = Math.max(1, Math.floor(members.length / MEMBERS_PER_DAUGHTER_WITH_CHILDREN));
  for (const daughter of members.filter((m) => m.gender === 'female' && m.isMarried === 'yes' && !taken.has(m.id))) {
    const husband = wifeOf(daughter);
    const born = year(daughter.birthdate);
    if (daughtersWithChildren === 0) break;
    if (!husband || born + 22 > referenceYear - 5 || generation(daughter) < 3 || !rng.chance(0.2)) continue;
    daughtersWithChildren--;
    for (let c = rng.int(1, 3); c > 0; c--) {
      const childYear = Math.min(referenceYear - 1, born + rng.int(21, 34));
      const gender = rng.chance(0.5) ? 'male' : 'female';
      members.push({
        id: members.at(-1)!.id + 1,
        parentId: daughter.id,
        name: rng.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES),
        fatherName: husband.name,
        motherName: daughter.name,
        familyName: husband.familyName,
        gender,
        birthdate: day(childYear),
        isAlive: 'yes',
        isMarried: 'no',
        address: daughter.address,
      });
    }
  }

  // Deaths as the family knows them: most with a day and a place, some with a year alone.
  for (const person of members) {
    if (person.isAlive !== 'no') continue;
    const born = year(person.birthdate);
    const died = Math.min(referenceYear - 1, born + rng.int(Math.min(45, referenceYear - 1 - born), 92));
    person.deathDate = rng.chance(0.75) ? day(died) : String(died);
    if (rng.chance(0.8)) {
      person.deathPlace = rng.pick(TOWNS);
      if (rng.chance(0.6)) person.burialPlace = `مقبرة ${person.deathPlace}`;
    }
  }

  // The eldest are remembered by their years, their stories by the family.
  for (const elder of members.filter((m) => generation(m) <= 1)) {
    const born = year(elder.birthdate);
    elder.birthdate = generation(elder) === 0 ? `ABT ${born}` : String(born);
    const town = rng.pick(TOWNS);
    elder.birthPlace = town;
    if (elder.gender === 'male') elder.biography = rng.pick(STORIES).replace('%{town}', town);
  }
  return partners;
}
