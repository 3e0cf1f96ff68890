// Renders common/generated/database.ts: the Kysely table types of every entity, from its schema through
// the property analyzer and the column naming of server/db/tables.ts, so that a query on a misspelt
// column or with a value of the wrong type fails the typecheck. Tables no entity describes are declared
// by the plugin that owns them and joined to these in server/db/database.ts.
import { ENTITIES, propertyEntries, type EntitySchema, type PropertySchema } from '../common/model/entities.ts';
import { propertyTraits, type StorageKind } from '../common/model/properties.ts';
import { columnOf, spanColumns, tableOf } from '../server/db/tables.ts';
import { banner } from './render-types.ts';

const PREAMBLE = `import type { ColumnType, Generated } from "kysely";

/** SQLite stores a boolean as 0 or 1, PostgreSQL as true or false. */
export type StoredBoolean = 0 | 1 | boolean;

/** ISO text on SQLite, a Date from PostgreSQL; written as ISO text. */
export type StoredTimestamp = ColumnType<Date | string, string, string>;

/** A timestamp the database sets when a row is inserted without one. */
export type CreatedTimestamp = ColumnType<Date | string, string | undefined, string>;
`;

/** Calendar dates are ISO text on both databases: the PostgreSQL date parser is turned off (server/db/database.ts). */
const COLUMN_TYPE: Record<StorageKind, string> = {
  text: 'string',
  integer: 'number',
  number: 'number',
  boolean: 'StoredBoolean',
  date: 'string',
  timestamp: 'StoredTimestamp',
  'partial-date': 'string',
};

/** A read-only timestamp of the schema is the moment of creation; other tables keep theirs in created_at. */
const isCreation = (prop: PropertySchema): boolean => propertyTraits(prop).storage === 'timestamp' && prop.readOnly === true;

function columnType(name: string, prop: PropertySchema, storage: StorageKind): string {
  if (isCreation(prop)) return 'CreatedTimestamp';
  // A text enum (a gender) keeps its values, so that storing another fails the typecheck.
  const base = storage === 'text' && prop.enum ? prop.enum.map((v) => JSON.stringify(v)).join(' | ') : COLUMN_TYPE[storage];
  const type = `${base}${propertyTraits(prop).nullable ? ' | null' : ''}`;
  // The id and the properties with a default are filled by the database when an insert leaves them out.
  return name === 'id' || prop.default !== undefined ? `Generated<${type}>` : type;
}

export const tableTypeOf = (entity: EntitySchema): string =>
  `${tableOf(entity)
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')}Table`;

function tableInterface(entity: EntitySchema): string {
  const columns: string[] = [];
  for (const [name, prop] of propertyEntries(entity)) {
    const { storage } = propertyTraits(prop);
    if (storage === null) continue;
    const column = columnOf(name, prop);
    columns.push(`  ${column}: ${columnType(name, prop, storage)};`);
    // A partial date's span: ISO days, null where the date has no bound (or no date is known).
    if (storage === 'partial-date') for (const bound of Object.values(spanColumns(column))) columns.push(`  ${bound}: string | null;`);
  }
  if (!propertyEntries(entity).some(([, p]) => isCreation(p))) columns.push('  created_at: CreatedTimestamp;');
  return [
    `/** The records of ${entity.title} (schema $id "${entity.$id}"). */`,
    `export interface ${tableTypeOf(entity)} {`,
    ...columns,
    '}',
  ].join('\n');
}

export function renderDatabase(): string {
  const tables = ENTITIES.map((e) => `  ${tableOf(e)}: ${tableTypeOf(e)};`);
  return [
    banner,
    PREAMBLE,
    ...ENTITIES.map((e) => `${tableInterface(e)}\n`),
    '/** The tables of the entities of the schema, by name. */',
    'export interface EntityTables {',
    ...tables,
    '}',
    '',
  ].join('\n');
}
