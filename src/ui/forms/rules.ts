// What a form rule is: a check of one field that returns the i18n key of its own message (and the
// values it interpolates), or null when the value passes. schemaRules.ts builds them from the form
// schemas; useValidatedForm applies them.
import type { Wording } from '../../../common/model/fieldFaults.ts';

/** A rule's message: the same words as the server's refusal of that rule (common/model/fieldFaults.ts). */
export type RuleError = Wording;

export type Rule = (value: string, values: Readonly<Record<string, string>>) => RuleError | null;

/** Marks the field mandatory; a blank value counts as empty. */
export const required: Rule = (value) => (value.trim() === '' ? { key: 'portal.validation.required' } : null);

/** The first failing rule decides the message: one message at a time, the most basic first. */
export function firstError(rules: readonly Rule[], value: string, values: Readonly<Record<string, string>>): RuleError | null {
  for (const rule of rules) {
    const error = rule(value, values);
    if (error) return error;
  }
  return null;
}
