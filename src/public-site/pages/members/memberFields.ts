// The fields of the member forms (spec section 2): create and edit share them; a child's father and
// family name come from the parent, so its form leaves them out.
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

export const CHILD_FIELDS = MEMBER_FIELDS.filter((f) => f !== 'fatherName' && f !== 'familyName');

export const MEMBERS = 'family-members';
