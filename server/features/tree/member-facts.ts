// What every card of the tree shows of a member, whichever chart draws it: public fields only.
import type { MemberRecord } from '../../../common/generated/types.ts';

/** A member's name and life as a tree card shows them; a record without gender or life status reads as a living man, as the member's page reads it. */
export const memberFacts = (m: MemberRecord) => ({
  id: m.id,
  name: m.name,
  gender: m.gender ?? 'male',
  birthdate: m.birthdate ?? null,
  deathDate: m.deathDate ?? null,
  lifeStatus: m.lifeStatus ?? 'living',
});
