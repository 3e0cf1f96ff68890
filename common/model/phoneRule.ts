// The phone rule of the account forms (registration, a phone change) as one portal checks it: the spec's
// local rule (schema/forms/account.json), or, where PHONE_REGIONS lists regions, a mobile number of one of
// them. The server validates with it and tells the forms the regions and their examples (signup rules),
// so the form and the server refuse the same numbers with the same words.
import account from '../../schema/forms/account.json';
import type { FormSchema } from './forms.ts';
import { MESSAGES } from './messages.ts';
import type { PhoneRegion } from './phoneRegions.ts';

/** The regions a portal takes numbers of, with one example number each (written internationally). */
export interface PhoneRegions {
  regions: PhoneRegion[];
  examples: string[];
}

/** The longest number typed with its country code, spaces and dashes. */
const TYPED_MAX = 32;

export const regionPhoneRule = (regions: PhoneRegion[]) => ({
  type: 'string',
  maxLength: TYPED_MAX,
  'x-phone-regions': regions,
  'x-message': MESSAGES.fieldNotAppropriate,
  // The field's hint shows an example number of each region (PhoneField).
  'x-form-message': { key: 'portal.validation.phoneRegions' },
});

/** schema/forms/account.json with its phone rule for `phone` (null: the spec's, unchanged). */
export function accountRules(phone: PhoneRegions | null): typeof account {
  if (!phone) return account;
  return { ...account, definitions: { ...account.definitions, phone: regionPhoneRule(phone.regions) } } as unknown as typeof account;
}

/** A form with the phone rule of `phone` on its `field` (null: the form as it is). */
export function withPhoneRule<S extends FormSchema>(form: S, field: keyof S['properties'] & string, phone: PhoneRegions | null): S {
  if (!phone) return form;
  return { ...form, properties: { ...form.properties, [field]: regionPhoneRule(phone.regions) } };
}
