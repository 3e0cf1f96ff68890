// How requests are validated: Ajv with the schema's own keywords and formats, and a refusal that names
// each field at fault with the rule it breaks (schema/api/errors.json's fieldFault), and the text a form
// schema names for that rule (x-message); server/refusal-texts.ts words it for the request's reader.
import type { FastifySchemaValidationError, FastifyServerOptions, preValidationAsyncHookHandler } from 'fastify';
import { dmyDateFault, isDmyDate } from '../common/model/dmyDate.ts';
import { isPartialDate } from '../common/model/partialDate.ts';
import type { FieldFault } from '../common/model/fieldFaults.ts';
import { isEmail } from '../common/model/email.ts';
import { isWebUrl } from '../common/model/webUrl.ts';
import { trimmedFields, type FormSchema, type Limits } from '../common/model/forms.ts';
import { nameLetters } from '../common/model/nameLetters.ts';
import { regionMobile, type PhoneRegion } from '../common/model/phoneRegions.ts';
import { HttpError } from './http-error.ts';

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

/** A mobile number of one of the listed regions (PHONE_REGIONS; common/model/phoneRule.ts). */
const phoneRegions = {
  keyword: 'x-phone-regions',
  type: 'string',
  schemaType: 'array',
  validate: (regions: PhoneRegion[], value: string) => regionMobile(value, regions) !== null,
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
    keywords: [...X_KEYWORDS, sameAs, letters, phoneRegions],
    formats: {
      'dmy-date': { type: 'string', validate: isDmyDate },
      'partial-date': { type: 'string', validate: isPartialDate },
      'web-url': { type: 'string', validate: isWebUrl },
    },
  },
  // After ajv-formats, which would otherwise put back its own e-mail rule: the portal has one (model/email.ts).
  onCreate: (ajv) => void ajv.addFormat('email', { type: 'string', validate: isEmail }),
} satisfies FastifyServerOptions['ajv'];

/** Keywords that are a rule of a form; a wrong type or a missing field keeps the plain message. */
const RULE_KEYWORDS = new Set(['minLength', 'maxLength', 'pattern', 'format', 'x-same-as', 'x-letters', 'x-phone-regions']);

/** The text of spec section 5 a form schema gives the broken rule, if any. */
function ruleMessage(error: FastifySchemaValidationError): string | undefined {
  const message = (error as { parentSchema?: { 'x-message'?: unknown } }).parentSchema?.['x-message'];
  return RULE_KEYWORDS.has(error.keyword) && typeof message === 'string' ? message : undefined;
}

const FORMAT_RULES: Record<string, FieldFault['rule']> = { email: 'email', 'web-url': 'webLink' };

/** The rule of the field a validation error is about, with its facts; undefined for the request as a whole. */
function ruleOf(error: FastifySchemaValidationError): Omit<FieldFault, 'field'> {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return { rule: 'required' };
    case 'additionalProperties':
      return { rule: 'unknownField' };
    case 'minLength':
      // At least one character: the field is empty, and its message says it is required.
      return limit === 1 ? { rule: 'required' } : { rule: 'minLength', limit };
    case 'maxLength':
      return { rule: 'maxLength', limit };
    case 'minimum':
    case 'exclusiveMinimum':
      return { rule: 'minimum', limit };
    case 'maximum':
    case 'exclusiveMaximum':
      return { rule: 'maximum', limit };
    case 'enum':
      return { rule: 'choice' };
    case 'type':
      return { rule: 'type' };
    case 'x-same-as':
      return { rule: 'sameAs' };
    case 'format': {
      const value = String((error as { data?: unknown }).data);
      // A day written DD-MM-YYYY that the calendar does not have is said so, in either date format.
      if ((params.format === 'dmy-date' || params.format === 'partial-date') && dmyDateFault(value) === 'calendarDay')
        return { rule: 'calendarDay', value };
      if (params.format === 'dmy-date') return { rule: 'dateFormat' };
      if (params.format === 'partial-date') return { rule: 'partialDate' };
      return { rule: FORMAT_RULES[String(params.format)] ?? 'pattern' };
    }
    default:
      return { rule: 'pattern' };
  }
}

/** The field an error is about: its path in the body or the query, and the property a missing or unknown one names. */
function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const named =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  return [...error.instancePath.split('/').slice(1), ...(named === undefined ? [] : [String(named)])].join('.');
}

/** Ajv's first error (it stops at one) as a refusal naming the field and its rule; the request as a whole when no field is at fault. */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const [first] = errors;
  const field = fieldOf(first);
  const message = ruleMessage(first);
  const where = `${dataVar}${first.instancePath}`;
  if (!field) return new HttpError(400, message ?? `${where} ${first.message ?? `fails the rule ${first.keyword}`}`);
  const fault: FieldFault = { field, ...ruleOf(first), ...(message !== undefined && { message }) };
  return new HttpError(400, message ?? `${where}: ${fault.rule}`, {}, [fault]);
}

/** Drops the surrounding spaces of the fields a form trims (x-trim) before the body is validated. */
export function trimBody(form: FormSchema): preValidationAsyncHookHandler {
  const fields = trimmedFields(form);
  return async (request) => {
    const body = request.body as Record<string, unknown> | null;
    for (const field of fields) if (typeof body?.[field] === 'string') body[field] = body[field].trim();
  };
}
