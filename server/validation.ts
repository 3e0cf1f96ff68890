// How requests are validated: Ajv with the schema's own keywords and formats, and error messages
// that name the field and the rule, or give the text a form schema names for it (x-message).
import type { FastifySchemaValidationError, FastifyServerOptions, preValidationAsyncHookHandler } from 'fastify';
import { isDmyDate } from '../common/model/dmyDate.ts';
import { isEmail } from '../common/model/email.ts';
import { isWebUrl } from '../common/model/webUrl.ts';
import { trimmedFields, type FormSchema, type Limits } from '../common/model/forms.ts';
import { nameLetters } from '../common/model/nameLetters.ts';

type SchemaErrorDataVar = 'body' | 'headers' | 'params' | 'querystring';

/** The x- annotations of schema/README.md: known to Ajv, so strict mode stays on for typos. */
const X_KEYWORDS = [
  'x-resource',
  'x-private',
  'x-list',
  'x-input',
  'x-reference',
  'x-aliases',
  'x-author',
  'x-computed',
  'x-username-of',
  'x-filter',
  'x-unique',
  'x-message',
  'x-form-message',
  'x-trim',
];

/** A password's confirmation names the field it repeats; the form schemas are the only users. */
const sameAs = {
  keyword: 'x-same-as',
  type: 'string',
  schemaType: 'string',
  validate: (field: string, value: string, _schema?: object, data?: { parentData: Record<string, unknown> }) =>
    value === data?.parentData[field],
} as const;

/** A person's name counted in letters, not in the spaces and joiners between them (the registration's full name). */
const letters = {
  keyword: 'x-letters',
  type: 'string',
  schemaType: 'object',
  validate: ({ min = 0, max = Infinity }: Limits, value: string) => {
    const count = nameLetters(value);
    return count >= min && count <= max;
  },
} as const;

export const ajvOptions = {
  customOptions: {
    // A wrong type is an error, not something to guess at; unknown fields are refused, not dropped.
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    allowUnionTypes: true,
    // Errors carry the schema they broke, where a form schema keeps the rule's message.
    verbose: true,
    keywords: [...X_KEYWORDS, sameAs, letters],
    formats: { 'dmy-date': { type: 'string', validate: isDmyDate }, 'web-url': { type: 'string', validate: isWebUrl } },
  },
  // After ajv-formats, which would otherwise put back its own e-mail rule: the portal has one (model/email.ts).
  onCreate: (ajv) => void ajv.addFormat('email', { type: 'string', validate: isEmail }),
} satisfies FastifyServerOptions['ajv'];

/** Keywords that are a rule of a form; a wrong type or a missing field keeps the plain message. */
const RULE_KEYWORDS = new Set(['minLength', 'maxLength', 'pattern', 'format', 'x-same-as', 'x-letters']);

/** The text of spec section 5 a form schema gives the broken rule, if any. */
function ruleMessage(error: FastifySchemaValidationError): string | undefined {
  const message = (error as { parentSchema?: { 'x-message'?: unknown } }).parentSchema?.['x-message'];
  return RULE_KEYWORDS.has(error.keyword) && typeof message === 'string' ? message : undefined;
}

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `must NOT have the unknown property "${String(params.additionalProperty)}"`;
  if (error.keyword === 'format' && params.format === 'dmy-date') return 'must be a date written DD-MM-YYYY';
  if (error.keyword === 'format' && params.format === 'web-url') return 'must be a link starting with http:// or https://';
  return error.message ?? `fails the rule ${error.keyword}`;
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const first = errors[0];
  return new Error(ruleMessage(first) ?? `${dataVar}${first.instancePath} ${describe(first)}`);
}

/** Drops the surrounding spaces of the fields a form trims (x-trim) before the body is validated. */
export function trimBody(form: FormSchema): preValidationAsyncHookHandler {
  const fields = trimmedFields(form);
  return async (request) => {
    const body = request.body as Record<string, unknown> | null;
    for (const field of fields) if (typeof body?.[field] === 'string') body[field] = body[field].trim();
  };
}
