// The fields of the member forms (spec section 2, with the facts of a life: the places, the death, the
// life story and the moderators' notes, since only moderators open these forms): create and edit share
// them; a child's form leaves out the names its parent gives it.
import { nameWithFamily } from '../../../../common/model/personName.ts';
import { getPlaces, type Partner } from '../../../providers/familyApi.ts';
import type { FieldChoice } from '../family/RecordFields.tsx';
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

/** A member form's fields with the mother chosen among the father's wives, and the typed name too or instead. */
export type FormField = MemberField | 'motherId';
const withMother = (keepTyped: boolean): FormField[] =>
  MEMBER_FIELDS.flatMap((f): FormField[] => (f === 'motherName' ? (keepTyped ? ['motherId', f] : ['motherId']) : [f]));

const UNDER_A_FATHER = withMother(false).filter((f) => f !== 'fatherName' && f !== 'familyName');
const UNDER_A_MOTHER = MEMBER_FIELDS.filter((f) => f !== 'motherName');

/**
 * A child's form under one parent: that parent's own name is known, so it is not asked. Under a father the
 * mother is chosen among his wives, never retyped (her name becomes the spec's motherName); under a mother
 * the father and his family name are asked instead.
 */
export const childFields = (parentGender: string | null | undefined): readonly FormField[] =>
  parentGender === 'female' ? UNDER_A_MOTHER : UNDER_A_FATHER;

/**
 * The edit form of a member whose father is in the tree: the mother chosen among his wives, and the typed
 * name still there for a record from before the choice (choosing her replaces it with her name).
 */
export const EDIT_FIELDS_UNDER_A_FATHER: readonly FormField[] = withMother(true);

/** The mother's field: the father's wives in the order of the marriages; said so when he has none. */
export function motherChoice(wives: readonly Partner[], noneText: string): FieldChoice {
  return { options: wives.map((w) => ({ value: String(w.id), label: nameWithFamily(w) })), noneText };
}

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
