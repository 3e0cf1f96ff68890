// The fields of the member forms (spec section 2): create and edit share them; a child's form leaves
// out the names its parent gives it.
import { schemaDefaults } from '../family/recordForm.ts';

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
  'gender',
  'isMarried',
  'isAlive',
] as const;

export type MemberField = (typeof MEMBER_FIELDS)[number];

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
