// The fields of the member forms (spec section 2, with the facts of a life: the places, the death, the
// life story and the moderators' notes, since only moderators open these forms): create and edit share
// them; a child's form leaves out the names its parent gives it.
import { getPlaces } from '../../../providers/familyApi.ts';
import { schemaDefaults } from '../family/recordForm.ts';
import type { Suggest } from '../family/useSuggestions.ts';

export const MEMBERS = 'family-members';

export const MEMBER_FIELDS = [
  'name',
  'fatherName',
  'motherName',
  'familyName',
  'phoneNumber',
  'address',
  'identity',
  'birthdate',
  'birthPlace',
  'gender',
  'isMarried',
  'isAlive',
  'deathDate',
  'deathPlace',
  'burialPlace',
  'biography',
  'notes',
] as const;

export type MemberField = (typeof MEMBER_FIELDS)[number];

/** The places are offered from those the family has written, so that one village is written one way. */
export const MEMBER_SUGGESTIONS: Partial<Record<MemberField, Suggest>> = {
  birthPlace: getPlaces,
  deathPlace: getPlaces,
  burialPlace: getPlaces,
};

const UNDER_A_FATHER = MEMBER_FIELDS.filter((f) => f !== 'fatherName' && f !== 'familyName');
const UNDER_A_MOTHER = MEMBER_FIELDS.filter((f) => f !== 'motherName');

/**
 * A child's form under one parent: that parent's own name is known, so it is not asked (spec: a father's
 * child form asks the mother's name); under a mother the father and his family name are asked instead.
 */
export const childFields = (parentGender: string | null | undefined): readonly MemberField[] =>
  parentGender === 'female' ? UNDER_A_MOTHER : UNDER_A_FATHER;

/** What a member form asks the reader to choose, though the schema has a default: nobody is male until said so. */
export const CHOSEN_FIELDS: readonly MemberField[] = ['gender'];

/** A new member's starting values: the schema's defaults, less the gender. */
export const newMemberStart = () => schemaDefaults(MEMBERS, CHOSEN_FIELDS);

/** The names a parent gives their child: a father his name and family name, a mother hers. */
export function namesFromParent(parent: {
  name: string;
  familyName?: string | null;
  gender?: string | null;
}): Partial<Record<MemberField, string>> {
  return parent.gender === 'female' ? { motherName: parent.name } : { fatherName: parent.name, familyName: parent.familyName ?? '' };
}
