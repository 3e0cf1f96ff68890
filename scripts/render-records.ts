// The record types of the server and the resource names, appended to common/generated/types.ts: a record
// as a repository reads it has every stored property (null when empty), while the wire types of the
// schema leave optional what a client may omit.
import { ENTITIES, propertyEntries, type EntitySchema } from '../common/model/entities.ts';

const quoted = (names: string[]): string => names.map((n) => JSON.stringify(n)).join(' | ');

/** The interface json-schema-to-typescript names after the entity's title. */
export function wireTypeOf(entity: EntitySchema): string {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(entity.title)) throw new Error(`${entity.$id}: the title ${entity.title} must be a PascalCase type name`);
  return entity.title;
}

export const recordTypeOf = (entity: EntitySchema): string => `${wireTypeOf(entity)}Record`;

function recordType(entity: EntitySchema): string {
  const wire = wireTypeOf(entity);
  // Computed properties are there only where a read adds them (a member's partnerId, a user's roles).
  const computed = propertyEntries(entity)
    .filter(([, p]) => p['x-computed'])
    .map(([name]) => name);
  const type =
    computed.length === 0 ? `Required<${wire}>` : `Required<Omit<${wire}, ${quoted(computed)}>> & Pick<${wire}, ${quoted(computed)}>`;
  return `export type ${recordTypeOf(entity)} = ${type};`;
}

export function renderRecords(): string {
  const resources = ENTITIES.map((e) => `  ${JSON.stringify(e['x-resource'].name)}: ${recordTypeOf(e)};`);
  return [
    '/**',
    ' * Records as the server reads them: every stored property present (null when empty); computed ones',
    ' * only where the read adds them.',
    ' */',
    ...ENTITIES.map(recordType),
    '',
    '/** Each resource of the schema (x-resource.name) and its record. */',
    'export interface EntityRecords {',
    ...resources,
    '}',
    '',
    'export type ResourceName = keyof EntityRecords;',
    '',
  ].join('\n');
}
