// The forms of spec section 5 (schema/forms/*.json) read as ordered rules. The server hands the
// schemas to Ajv; the browser checks the same rules itself (src/ui/forms/schemaRules.ts)
// rather than ship a JSON Schema validator to phones, so this module is the few keywords the forms use.
import account from '../../schema/forms/account.json';

/** The i18n key (and texts it interpolates; a list of choices) a form shows where it says more than the server's text. */
export interface FormMessage {
  key: string;
  values?: Record<string, string | readonly string[]>;
}

/** A type, not an interface, so that it passes as the values a text interpolates. */
export type Limits = { min?: number; max?: number };

/** One rule: a schema whose failing keyword, whichever it is, gives one message. */
export interface RuleSchema {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  /** Length limits counted in the letters of a person's name (common/model/nameLetters.ts), not in characters. */
  'x-letters'?: Limits;
  /** A mobile number of one of these regions (PHONE_REGIONS; common/model/phoneRule.ts). */
  'x-phone-regions'?: readonly string[];
  /** The value must equal the named sibling field (a password's confirmation). */
  'x-same-as'?: string;
  /** The text the server answers with when the rule breaks (a text of common/model/messages.ts). */
  'x-message'?: string;
  'x-form-message'?: FormMessage;
  /** The value is trimmed before its rules are checked and before it is stored. */
  'x-trim'?: boolean;
  allOf?: readonly RuleSchema[];
  $ref?: string;
}

export interface FormSchema {
  $id: string;
  required?: readonly string[];
  properties: Record<string, RuleSchema>;
}

const SHARED: Record<string, Record<string, RuleSchema>> = { [account.$id]: account.definitions };

/** Follows `$ref`s to the shared definitions (`account#/definitions/password`), the only kind the forms use. */
export function resolve(schema: RuleSchema): RuleSchema {
  if (!schema.$ref) return schema;
  const [, id, name] = /^(\w+)#\/definitions\/(\w+)$/.exec(schema.$ref) ?? [];
  const target = SHARED[id]?.[name];
  if (!target) throw new Error(`form schema: cannot resolve ${schema.$ref}`);
  return resolve(target);
}

/**
 * A field's rules in the order Ajv checks them, so that the browser names the rule the server would:
 * `allOf` (in its order) before the schema's own length, pattern and format keywords.
 */
export function fieldRules(schema: RuleSchema): RuleSchema[] {
  const { allOf = [], ...own } = resolve(schema);
  return [...allOf.flatMap(fieldRules), own];
}

export const isTrimmed = (schema: RuleSchema): boolean => resolve(schema)['x-trim'] === true;

/** The fields a form trims, as the server trims a request body before validating it. */
export const trimmedFields = (form: FormSchema): string[] => Object.keys(form.properties).filter((f) => isTrimmed(form.properties[f]));
