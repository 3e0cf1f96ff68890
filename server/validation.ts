// How requests are validated: Ajv with the schema's own keywords and formats, and error messages
// that name the field and the rule.
import type { FastifySchemaValidationError } from 'fastify';

type SchemaErrorDataVar = 'body' | 'headers' | 'params' | 'querystring';
import { isDmyDate } from '../src/model/dmyDate.ts';

/** The x- annotations of schema/README.md: known to Ajv, so strict mode stays on for typos. */
const X_KEYWORDS = ['x-resource', 'x-private', 'x-list', 'x-input', 'x-reference', 'x-aliases', 'x-author', 'x-computed', 'x-unique'];

export const ajvOptions = {
  customOptions: {
    // A wrong type is an error, not something to guess at; unknown fields are refused, not dropped.
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    allowUnionTypes: true,
    keywords: X_KEYWORDS,
    formats: { 'dmy-date': { type: 'string', validate: isDmyDate } },
  },
} as const;

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `must NOT have the unknown property "${String(params.additionalProperty)}"`;
  if (error.keyword === 'format' && params.format === 'dmy-date') return 'must be a date written DD-MM-YYYY';
  return error.message ?? `fails the rule ${error.keyword}`;
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const first = errors[0];
  return new Error(`${dataVar}${first.instancePath} ${describe(first)}`);
}
