// The partner forms' fields (spec section 2): adding one asks for the whole entity; the edit form has
// the spec's list, and the dates of the marriage and of its end. The family name is a field of its own
// in both (the spec's client wrote it into the mother's name).
export const PARTNERS = 'family-partners';

export const PARTNER_CREATE_FIELDS = [
  'name',
  'fatherName',
  'motherName',
  'familyName',
  'identity',
  'phoneNumber',
  'address',
  'birthdate',
  'gender',
  'marriageDate',
  'divorceDate',
] as const;

export const PARTNER_EDIT_FIELDS = [
  'name',
  'fatherName',
  'motherName',
  'familyName',
  'phoneNumber',
  'birthdate',
  'gender',
  'marriageDate',
  'divorceDate',
] as const;
