// A believable demo family: one root ancestor, generations of about 26 years, sons carrying the family
// name, wives and husbands from other families, older generations no longer alive.
import type { Member, Partner } from '../../common/generated/types.ts';
import { FEMALE_NAMES, MAIN_FAMILY, MALE_NAMES, OTHER_FAMILIES, TOWNS } from './names.ts';
import type { Random } from './random.ts';

/** A member with the id the seed gives it. */
export type DemoMember = Member & { id: number };

type Person = Pick<Member, 'name' | 'birthdate' | 'gender' | 'isAlive' | 'phoneNumber' | 'identity' | 'address'>;

export interface DemoFamily {
  /** Members with their ids (firstId, firstId + 1, …), parents before children. */
  members: DemoMember[];
  partners: Partner[];
  generations: number;
}

/** Generations below the root that the family is planned to span, whatever its size. */
const DEPTH = 7;
const MARRIED_SHARE = 0.85;

/** The mean number of children per married man so that DEPTH generations hold about `target` members. */
function childrenPerFather(target: number): number {
  const total = (r: number) => (Math.pow(r, DEPTH + 1) - 1) / (r - 1);
  let low = 1.01;
  let high = 60;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (total(mid) < target) low = mid;
    else high = mid;
  }
  return low / (0.5 * MARRIED_SHARE);
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function generateFamily(target: number, rng: Random, firstId = 1, referenceYear = 2025): DemoFamily {
  const members: DemoMember[] = [];
  const partners: Partner[] = [];
  const born = new Map<number, number>();
  const generationOf = new Map<number, number>();
  const meanChildren = childrenPerFather(target);

  const date = (year: number) => `${pad(rng.int(1, 28))}-${pad(rng.int(1, 12))}-${year}`;
  const phone = () => `05${rng.pick(['0', '2', '4', '5', '7', '8'])}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
  const alive = (year: number) => (year < 1940 ? false : year < 1960 ? rng.chance(0.7) : rng.chance(0.98));

  function person(year: number, gender: 'male' | 'female'): Person {
    const isAlive = alive(year);
    const adult = referenceYear - year >= 18;
    return {
      name: rng.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES),
      birthdate: date(year),
      gender,
      isAlive: isAlive ? 'yes' : 'no',
      phoneNumber: isAlive && adult && rng.chance(0.4) ? phone() : null,
      identity: adult && rng.chance(0.5) ? String(rng.int(100_000_000, 999_999_999)) : null,
      address: rng.chance(0.6) ? rng.pick(TOWNS) : null,
    };
  }

  function addMember(record: Omit<Member, 'id' | 'isMarried'>, year: number, generation: number): DemoMember {
    const id = firstId + members.length;
    const married = referenceYear - year >= 21 && rng.chance(MARRIED_SHARE);
    const member: DemoMember = { ...record, id, isMarried: married ? 'yes' : 'no' };
    members.push(member);
    born.set(id, year);
    generationOf.set(id, generation);
    return member;
  }

  function marry(member: DemoMember, year: number): Partner {
    const gender = member.gender === 'male' ? 'female' : 'male';
    const partnerYear = gender === 'female' ? year + rng.int(1, 8) : year - rng.int(1, 8);
    const partner: Partner = {
      ...person(partnerYear, gender),
      memberId: member.id,
      fatherName: rng.pick(MALE_NAMES),
      motherName: rng.pick(FEMALE_NAMES),
      familyName: rng.pick(OTHER_FAMILIES),
    };
    partners.push(partner);
    return partner;
  }

  // Children of one father are born within 16 years, so a generation is about 23 years plus half of that.
  const spacing = Math.min(2, 16 / meanChildren);
  const rootYear = Math.round(referenceYear - 15 - DEPTH * (23 + (spacing * meanChildren) / 2));
  const root = addMember(
    { ...person(rootYear, 'male'), fatherName: rng.pick(MALE_NAMES), motherName: rng.pick(FEMALE_NAMES), familyName: MAIN_FAMILY },
    rootYear,
    0,
  );
  root.isMarried = 'yes';

  // Breadth first, so that a smaller family is a complete upper part of the tree, not one deep branch.
  // A daughter's children belong to her husband's family, so only sons continue the tree.
  for (let i = 0; i < members.length && members.length < target; i++) {
    const father = members[i];
    if (father.isMarried !== 'yes') continue;
    const fatherYear = born.get(father.id)!;
    const wife = marry(father, fatherYear);
    if (father.gender !== 'male') continue;
    const count = Math.max(1, Math.round(meanChildren + rng.int(-2, 2)));
    for (let c = 0; c < count && members.length < target; c++) {
      const year = Math.round(fatherYear + 22 + c * spacing + rng.int(0, 2));
      if (year > referenceYear - 1) break;
      const gender = rng.chance(0.5) ? 'male' : 'female';
      addMember(
        { ...person(year, gender), fatherName: father.name, motherName: wife.name, familyName: MAIN_FAMILY, parentId: father.id },
        year,
        generationOf.get(father.id)! + 1,
      );
    }
  }
  // Married members whose turn did not come still have their partner.
  const withPartner = new Set(partners.map((p) => p.memberId));
  for (const member of members) if (member.isMarried === 'yes' && !withPartner.has(member.id)) marry(member, born.get(member.id)!);

  // A loop, not Math.max(...): a family of 200,000 is more arguments than a call may take.
  let deepest = 0;
  for (const generation of generationOf.values()) deepest = Math.max(deepest, generation);
  return { members, partners, generations: deepest + 1 };
}
