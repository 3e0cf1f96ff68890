// The one place where wire values (the spec's JSON) and stored values (typed columns) are converted,
// driven by the entity schema. See server/db/README.md for the rules.
import { dmyToIso, isoToDmy } from '../../common/model/dmyDate.ts';
import { dateSpan, parsePartialDate } from '../../common/model/partialDate.ts';
import { propertyEntries, type EntitySchema, type PropertySchema } from '../../common/model/entities.ts';
import { propertyTraits, type WireFormat } from '../../common/model/properties.ts';
import type { Dialect } from './database.ts';
import { columnOf, snakeCase, spanColumns, tableOf, tableOfResource } from './tables.ts';

/** Wire values by property: what a client sends, before the repository knows which entity's record they make. */
export type WireRecord = Record<string, unknown>;
/** Any entity's record as the generic routes see it; each entity's own type is in common/generated/types.ts. */
export type EntityRecord = { id: number } & WireRecord;
/** Stored values by column. */
export type Row = Record<string, unknown>;

export interface FieldCodec {
  prop: string;
  /** The column holding the value; for a reference by another property, the foreign key column. */
  column: string;
  /** The wire form; with the dialect it says how the value converts. */
  kind: WireFormat;
  /** Set when the wire carries another record's property (an image's album name) instead of its id. */
  reference?: { table: string; column: string; prop: string };
  /** The table a foreign key by id points at (a member's parentId). */
  target?: string;
}

export interface EntityCodec<R extends EntityRecord = EntityRecord> {
  entity: EntitySchema;
  table: string;
  fields: FieldCodec[];
  field(prop: string): FieldCodec | undefined;
  /** One wire value → its stored form. */
  encode(prop: string, value: unknown): unknown;
  /** The present, stored properties of a wire record → a row (references by name are resolved by the repository). */
  toRow(record: WireRecord): Row;
  /** A row (with each reference's value selected under the property name) → a wire record. */
  fromRow(row: Row): R;
  /** A shape of the entity's `definitions` (a tree node, a summary) read from the entity's table. */
  shape<T>(definition: string): ShapeCodec<T>;
}

export interface ShapeCodec<T> {
  /** The columns of the shape's stored properties; its computed ones (a tree node's children) are the reader's to add. */
  columns: string[];
  decode(row: Row): T;
}

const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't' || value === 'true';

function isoTimestamp(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  // SQLite's CURRENT_TIMESTAMP is UTC without a zone marker.
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`).toISOString();
}

export function decodeValue(kind: WireFormat, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return truthy(value);
    case 'yesno':
      return truthy(value) ? 'yes' : 'no';
    case 'dmy-date':
      return isoToDmy(value instanceof Date ? value.toISOString() : String(value));
    case 'partial-date':
      return String(value);
    case 'date-time':
      return isoTimestamp(value);
    case 'integer':
    case 'number':
      return Number(value);
    default:
      return value;
  }
}

export function encodeValue(kind: WireFormat, value: unknown, dialect: Dialect): unknown {
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
    case 'partial-date':
      if (!parsePartialDate(String(value))) throw new RangeError(`not a partial date: ${String(value)}`);
      return String(value);
    case 'date-time':
      return isoTimestamp(value);
    default:
      return value;
  }
}

/**
 * The columns one wire value is stored in: its own, and for a partial date the span written with it,
 * whoever writes (a form, the seed, an import, an undo from the history).
 */
export function storedColumns(f: Pick<FieldCodec, 'column' | 'kind'>, value: unknown, dialect: Dialect): Row {
  return f.kind === 'partial-date' ? partialDateColumns(f.column, value) : { [f.column]: encodeValue(f.kind, value, dialect) };
}

/** The stored columns of a partial date: its text, and the earliest and latest day it can mean. */
export function partialDateColumns(column: string, value: unknown): Row {
  const { earliest, latest } = spanColumns(column);
  const date = value === null || value === undefined ? undefined : parsePartialDate(String(value));
  if (value !== null && value !== undefined && !date) throw new RangeError(`not a partial date: ${String(value)}`);
  const span = date ? dateSpan(date) : { earliest: null, latest: null };
  return { [column]: date ? String(value) : null, [earliest]: span.earliest, [latest]: span.latest };
}

function fieldOf(prop: string, schema: PropertySchema): FieldCodec {
  const field = { prop, column: columnOf(prop, schema), kind: propertyTraits(schema).wire };
  const reference = schema['x-reference'];
  if (!reference) return field;
  const table = tableOfResource(reference.resource);
  if (!reference.by) return { ...field, target: table };
  return { ...field, reference: { table, column: snakeCase(reference.by), prop: reference.by } };
}

/** R is the record type generated from the same entity schema; the caller names it (see repositories/index.ts). */
export function createCodec<R extends EntityRecord = EntityRecord>(entity: EntitySchema, dialect: Dialect): EntityCodec<R> {
  const fields = propertyEntries(entity)
    .filter(([, p]) => propertyTraits(p).storage !== null)
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
      for (const f of fields)
        if (!f.reference && record[f.prop] !== undefined) Object.assign(row, storedColumns(f, record[f.prop], dialect));
      return row;
    },
    fromRow(row) {
      const record: WireRecord = {};
      for (const f of fields) record[f.prop] = f.reference ? (row[f.prop] ?? null) : decodeValue(f.kind, row[f.column]);
      // Built property by property from the schema R was generated from: the compiler cannot follow that link.
      return record as R;
    },
    shape<T>(definition: string): ShapeCodec<T> {
      const shape = entity.definitions?.[definition];
      if (!shape) throw new Error(`${entity.$id} has no definition ${definition}`);
      const picked = Object.keys(shape.properties).flatMap((prop) => {
        if (!entity.properties[prop]) throw new Error(`${entity.$id}#/definitions/${definition}: ${prop} is no property of ${entity.$id}`);
        const f = byProp.get(prop);
        if (f?.reference) throw new Error(`${entity.$id}#/definitions/${definition}: ${prop} would need a join`);
        return f ? [f] : [];
      });
      return {
        columns: picked.map((f) => f.column),
        // The object is built from the definition the type was generated from, which the compiler cannot follow.
        decode: (row) => Object.fromEntries(picked.map((f) => [f.prop, decodeValue(f.kind, row[f.column])])) as T,
      };
    },
  };
}
