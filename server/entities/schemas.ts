// Request and response schemas of the generic entity routes, derived from the entity schema.
// Entity schemas themselves are registered once (addSchema) and referred to by $ref.
import { keyOf, type EntitySchema, type PropertySchema } from '../../common/model/entities.ts';
import { propertyTraits } from '../../common/model/properties.ts';

/** Integer columns are 32-bit: a larger number is refused here, not by PostgreSQL. */
const INT32 = { minimum: -2147483648, maximum: 2147483647 };

const stored = (prop: PropertySchema): PropertySchema => (propertyTraits(prop).wire === 'integer' ? { ...INT32, ...prop } : prop);

export const ref = (entity: EntitySchema) => ({ $ref: `${entity.$id}#` });

export const listResponse = (entity: EntitySchema) => ({ type: 'array', items: ref(entity) });

/** The record echoed by a create or an upload, with the text the spec's client shows. */
export const messageResponse = (entity: EntitySchema) => ({
  allOf: [ref(entity), { type: 'object', properties: { message: { type: 'string' } } }],
});

function withoutDefault(prop: PropertySchema): PropertySchema {
  const { default: _default, ...rest } = prop;
  return rest;
}

/**
 * The entity as registered for $ref. fast-json-stringify writes a property's default when the property
 * is missing, which would put back the private fields just stripped; defaults live on in the request
 * body schemas, where they apply.
 */
export const sharedSchema = (entity: EntitySchema): EntitySchema => ({
  ...entity,
  properties: Object.fromEntries(Object.entries(entity.properties).map(([name, prop]) => [name, withoutDefault(prop)])),
});

/**
 * The body of a create (`partial` false) or an update (`partial` true: react-admin sends what it has,
 * the spec's partner update leaves fields out). Read-only properties are accepted so that a record can
 * be sent back whole; they are ignored. Unknown properties are refused.
 */
export function bodySchema(entity: EntitySchema, partial: boolean, omit: string[] = []) {
  const properties: Record<string, PropertySchema> = {};
  for (const [name, prop] of Object.entries(entity.properties)) {
    if (omit.includes(name)) continue;
    // Defaults apply on create only: on an update they would overwrite what is stored.
    properties[name] = prop.readOnly ? { description: 'read-only: ignored' } : stored(partial ? withoutDefault(prop) : prop);
  }
  const required = partial ? [] : (entity.required ?? []).filter((n) => !entity.properties[n].readOnly && !omit.includes(n));
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

export function keyParams(entity: EntitySchema) {
  const key = keyOf(entity);
  const prop = entity.properties[key];
  const schema = key === 'id' ? idParam : { type: 'string', minLength: 1, maxLength: prop.maxLength ?? 200 };
  return { type: 'object', required: [key], properties: { [key]: schema } };
}

/** Path ids: digits that surely fit the 32-bit id columns. */
export const idParam = { type: 'string', pattern: '^[0-9]{1,9}$' };
