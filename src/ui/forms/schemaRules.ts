// A form's rules and hints built from its schema (schema/forms/*.json), so that a limit changed there
// changes the form, its hint and the server together. Each rule's message is the form's own
// (`x-form-message`), else the translation of the text the server would answer (`x-message`), else
// the plain message of the keyword that failed.
import { isEmail } from '../../../common/model/email.ts';
import { fieldRules, isTrimmed, type FormSchema, type Limits, type RuleSchema } from '../../../common/model/forms.ts';
import { messageKey } from '../../../common/model/messages.ts';
import { nameLetters } from '../../../common/model/nameLetters.ts';
import { required, type Rule, type RuleError } from './rules.ts';

/**
 * The limits a field's hint states, as the values its text interpolates. A length text counts characters
 * or letters, so it takes the form of its last limit ("من ٦ إلى ٢٠ حرفًا"): `smart_count`.
 */
export type HintLimits = Limits & { smart_count?: number };

export interface FormRules<K extends string> {
  rules: Record<K, readonly Rule[]>;
  /** Fields whose surrounding spaces are dropped before their rules and before they are sent. */
  trimmed: readonly K[];
  /** The length limits a field's hint states. */
  limits: Record<K, HintLimits>;
  /** Values other fields take when one is typed (a death typed: no longer alive), as the server would write them. */
  follows?: (values: Readonly<Record<K, string>>) => Partial<Record<K, string>>;
}

const PLAIN: Record<string, string> = {
  maxLength: 'portal.validation.maxLength',
  minLength: 'portal.validation.minLength',
  pattern: 'portal.validation.fieldNotAppropriate',
  format: 'portal.validation.email',
  'x-same-as': 'portal.validation.notConfirmed',
  'x-letters': 'portal.validation.fieldNotAppropriate',
};

/**
 * Checks of keywords whose code a page loads only when its form has them, so that every other page goes
 * without it: a region's mobile numbers (libphonenumber's metadata). A keyword without its check passes
 * here and the server decides.
 */
export interface KeywordChecks {
  'x-phone-regions'?: (value: string, regions: readonly string[]) => boolean;
}

/** Length in characters, as Ajv counts it (an emoji or a combined letter counts once). */
const lengthOf = (value: string) => [...value].length;

const outside = (count: number, { min, max }: Limits): boolean => (min !== undefined && count < min) || (max !== undefined && count > max);

/** The keyword of `rule` that `value` breaks, checked in Ajv's order; formats other than e-mail are the server's. */
function brokenKeyword(rule: RuleSchema, value: string, values: Readonly<Record<string, string>>, checks: KeywordChecks): string | null {
  if (rule.maxLength !== undefined && lengthOf(value) > rule.maxLength) return 'maxLength';
  if (rule.minLength !== undefined && lengthOf(value) < rule.minLength) return 'minLength';
  if (rule['x-letters'] !== undefined && outside(nameLetters(value), rule['x-letters'])) return 'x-letters';
  // Ajv compiles patterns with the u flag.
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return 'pattern';
  if (rule.format === 'email' && !isEmail(value)) return 'format';
  if (rule['x-same-as'] !== undefined && value !== values[rule['x-same-as']]) return 'x-same-as';
  const regions = rule['x-phone-regions'];
  if (regions !== undefined && checks['x-phone-regions']?.(value, regions) === false) return 'x-phone-regions';
  return null;
}

/** The limits a hint states: a name's in letters where the rule counts them, else in characters. */
function limitsOf(rule: RuleSchema): HintLimits {
  const { min, max } = rule['x-letters'] ?? { min: rule.minLength, max: rule.maxLength };
  const count = max ?? min;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }), ...(count !== undefined && { smart_count: count }) };
}

const hasLimits = (rule: RuleSchema): boolean =>
  rule.minLength !== undefined || rule.maxLength !== undefined || rule['x-letters'] !== undefined;

function schemaRule(rule: RuleSchema, trim: boolean, checks: KeywordChecks): Rule {
  const options = { ...limitsOf(rule), ...rule['x-form-message']?.values };
  const message = (keyword: string): RuleError => {
    const key = rule['x-form-message']?.key ?? messageKey(rule['x-message'] ?? '') ?? PLAIN[keyword];
    // "At least 6 characters" counts the lower limit, even where the rule has an upper one too.
    const counted = key === PLAIN.minLength && rule.minLength !== undefined ? { ...options, smart_count: rule.minLength } : options;
    return Object.keys(counted).length ? { key, options: counted } : { key };
  };
  return (raw, values) => {
    const value = trim ? raw.trim() : raw;
    // An empty value is the required rule's to report.
    const keyword = value === '' ? null : brokenKeyword(rule, value, values, checks);
    return keyword ? message(keyword) : null;
  };
}

export function formRules<S extends FormSchema>(schema: S, checks: KeywordChecks = {}): FormRules<keyof S['properties'] & string> {
  type K = keyof S['properties'] & string;
  const fields = Object.entries(schema.properties) as Array<[K, RuleSchema]>;
  const build = <T>(make: (field: K, prop: RuleSchema) => T) => Object.fromEntries(fields.map(([f, p]) => [f, make(f, p)])) as Record<K, T>;
  return {
    rules: build((field, prop) => [
      ...(schema.required?.includes(field) ? [required] : []),
      ...fieldRules(prop).map((rule) => schemaRule(rule, isTrimmed(prop), checks)),
    ]),
    trimmed: fields.filter(([, p]) => isTrimmed(p)).map(([f]) => f),
    limits: build((_, prop) => limitsOf(fieldRules(prop).find(hasLimits) ?? {})),
  };
}
