// The one place where wire values (the spec's JSON) and stored values (typed columns) are converted,
// driven by the entity schema. See server/db/README.md for the rules.
import { dmyToIso, isoToDmy } from '../../src/model/dmyDate.ts';
import { baseType, propertyEntries, type EntitySchema, type PropertySchema } from '../../src/model/entities.ts';
import type { Dialect } from './database.ts';
import { snakeCase, tableOf, tableOfResource } from './tables.ts';

export type WireRecord = Record<string, unknown>;
export type Row = Record<string, unknown>;

export type FieldKind = 'boolean' | 'yesno' | 'dmy-date' | 'date-time' | 'integer' | 'number' | 'string';

export interface FieldCodec {
  prop: string;
  /** The column holding the value; for a reference by another property, the foreign key column. */
  column: string;
  kind: FieldKind;
  /** Set when the wire carries another record's property (an image's album name) instead of its id. */
  reference?: { table: string; column: string; prop: string };
  /** The table a foreign key by id points at (a member's parentId). */
  target?: string;
}

export interface EntityCodec {
  entity: EntitySchema;
  table: string;
  fields: FieldCodec[];
  field(prop: string): FieldCodec | undefined;
  /** One wire value → its stored form. */
  encode(prop: string, value: unknown): unknown;
  /** The present, stored properties of a wire record → a row (references by name are resolved by the repository). */
  toRow(record: WireRecord): Row;
  /** A row (with each reference's value selected under the property name) → a wire record. */
  fromRow(row: Row): WireRecord;
}

const isYesNo = (prop: PropertySchema): boolean =>
  Array.isArray(prop.enum) && prop.enum.length === 2 && prop.enum.includes('yes') && prop.enum.includes('no');

export function fieldKind(prop: PropertySchema): FieldKind {
  if (isYesNo(prop)) return 'yesno';
  if (prop.format === 'dmy-date') return 'dmy-date';
  if (prop.format === 'date-time') return 'date-time';
  const type = baseType(prop);
  if (type === 'boolean' || type === 'integer' || type === 'number') return type;
  return 'string';
}

const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't' || value === 'true';

function isoTimestamp(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  // SQLite's CURRENT_TIMESTAMP is UTC without a zone marker.
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`).toISOString();
}

export function decodeValue(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return truthy(value);
    case 'yesno':
      return truthy(value) ? 'yes' : 'no';
    case 'dmy-date':
      return isoToDmy(value instanceof Date ? value.toISOString() : String(value));
    case 'date-time':
      return isoTimestamp(value);
    case 'integer':
    case 'number':
      return Number(value);
    default:
      return value;
  }
}

export function encodeValue(kind: FieldKind, value: unknown, dialect: Dialect): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
    case 'yesno': {
      const on = kind === 'yesno' ? value === 'yes' : truthy(value);
      // better-sqlite3 binds no booleans.
      return dialect === 'sqlite' ? (on ? 1 : 0) : on;
    }
    case 'dmy-date':
      return dmyToIso(String(value));
    case 'date-time':
      return isoTimestamp(value);
    default:
      return value;
  }
}

function fieldOf(prop: string, schema: PropertySchema): FieldCodec {
  const by = schema['x-reference']?.by;
  if (!by) {
    const target = schema['x-reference'] && tableOfResource(schema['x-reference'].resource);
    return { prop, column: snakeCase(prop), kind: fieldKind(schema), ...(target ? { target } : {}) };
  }
  return {
    prop,
    column: `${snakeCase(prop)}_id`,
    kind: 'string',
    reference: { table: tableOfResource(schema['x-reference']!.resource), column: snakeCase(by), prop: by },
  };
}

export function createCodec(entity: EntitySchema, dialect: Dialect): EntityCodec {
  const fields = propertyEntries(entity)
    .filter(([, p]) => !p['x-computed'])
    .map(([name, p]) => fieldOf(name, p));
  const byProp = new Map(fields.map((f) => [f.prop, f]));
  const encode = (prop: string, value: unknown): unknown => {
    const f = byProp.get(prop);
    if (!f) throw new Error(`${entity.$id} has no stored property ${prop}`);
    return encodeValue(f.kind, value, dialect);
  };
  return {
    entity,
    table: tableOf(entity),
    fields,
    field: (prop) => byProp.get(prop),
    encode,
    toRow(record) {
      const row: Row = {};
      for (const f of fields) if (!f.reference && record[f.prop] !== undefined) row[f.column] = encode(f.prop, record[f.prop]);
      return row;
    },
    fromRow(row) {
      const record: WireRecord = {};
      for (const f of fields) record[f.prop] = f.reference ? (row[f.prop] ?? null) : decodeValue(f.kind, row[f.column]);
      return record;
    },
  };
}
