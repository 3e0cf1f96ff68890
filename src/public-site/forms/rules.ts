// Validation rules of spec section 5. A rule returns the i18n key of its own message (and the values
// it interpolates), or null when the value passes. Forms combine them per field in useValidatedForm.

export interface RuleError {
  key: string;
  options?: Record<string, string | number>;
}

export type Rule = (value: string, values: Readonly<Record<string, string>>) => RuleError | null;

const fail = (key: string, options?: RuleError['options']): RuleError => ({ key, options });

export const required: Rule = (value) => (value.trim() === '' ? fail('portal.validation.required') : null);

/** Length in characters (not UTF-16 units: an emoji or a combined letter counts once). */
const lengthOf = (value: string) => [...value].length;

export const minLength =
  (min: number, key = 'portal.validation.minLength'): Rule =>
  (value) =>
    value !== '' && lengthOf(value) < min ? fail(key, { min }) : null;

export const maxLength =
  (max: number, key = 'portal.validation.maxLength'): Rule =>
  (value) =>
    lengthOf(value) > max ? fail(key, { max }) : null;

export const lengthBetween =
  (min: number, max: number, key = 'portal.validation.lengthBetween'): Rule =>
  (value) => {
    const n = lengthOf(value);
    return value !== '' && (n < min || n > max) ? fail(key, { min, max }) : null;
  };

export const noSpaces =
  (key = 'portal.validation.usernameSpaces'): Rule =>
  (value) =>
    /\s/.test(value) ? fail(key) : null;

// Deliberately loose: one @, something on each side, a dot in the domain. The server has the final say.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email: Rule = (value) => (value !== '' && !EMAIL.test(value.trim()) ? fail('portal.validation.email') : null);

export const PHONE_PREFIXES = ['050', '052', '054', '055', '057', '058'] as const;

/** Spec section 5: contains a digit, exactly 10 digits, starts with one of the mobile prefixes. */
export const phone: Rule = (value) => {
  if (value === '') return null;
  if (!/\d/.test(value)) return fail('portal.validation.phoneDigit');
  if (!/^\d{10}$/.test(value)) return fail('portal.validation.phoneLength');
  if (!PHONE_PREFIXES.some((p) => value.startsWith(p)))
    return fail('portal.validation.phonePrefix', { prefixes: PHONE_PREFIXES.join(', ') });
  return null;
};

/** The value must equal another field's (a new password and its confirmation). */
export const sameAs =
  (field: string, key = 'portal.validation.notConfirmed'): Rule =>
  (value, values) =>
    value !== '' && value !== values[field] ? fail(key) : null;

/** The first failing rule decides the message: one message at a time, the most basic first. */
export function firstError(rules: readonly Rule[], value: string, values: Readonly<Record<string, string>>): RuleError | null {
  for (const rule of rules) {
    const error = rule(value, values);
    if (error) return error;
  }
  return null;
}
