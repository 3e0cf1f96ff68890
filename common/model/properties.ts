// What a property of the schema is, answered once for every reader: the server's codec and the
// generated database types ask how it is stored, list queries whether a filter value fits it, request
// bodies what a multipart field's text becomes, the back office which input edits it.
import type { JSONSchema7 } from 'json-schema';
import { isDmyDate } from './dmyDate.ts';
import { isPartialDate } from './partialDate.ts';

/** The JSON value the spec's client sends and receives. */
export type WireFormat = 'string' | 'integer' | 'number' | 'boolean' | 'yesno' | 'dmy-date' | 'partial-date' | 'date-time' | 'list';

/** What its column holds (server/db/README.md, "Codec rules"). */
export type StorageKind = 'text' | 'integer' | 'number' | 'boolean' | 'date' | 'timestamp' | 'partial-date';

/** The back office's view and input of a property (src/back-office/kinds/registry.tsx). */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'boolean'
  | 'select'
  | 'date'
  | 'partial-date'
  | 'time'
  | 'datetime'
  | 'tel'
  | 'email'
  | 'url'
  | 'image'
  | 'reference'
  | 'list';

/** The input kinds a schema names with `x-input`: the ones its type, format and x-reference do not already say. */
export type DeclaredInputKind = Extract<InputKind, 'textarea' | 'tel' | 'image' | 'time'>;

/** A property of an entity schema with our x- annotations (schema/README.md). */
export interface PropertySchema extends JSONSchema7 {
  'x-private'?: boolean;
  'x-list'?: boolean;
  'x-input'?: DeclaredInputKind;
  /**
   * `onDelete`: what the record does when the record it points at is deleted: `cascade`, it goes too (a partner
   * with their member); `set null`, it stays without the link (a child whose mother's record is deleted, a
   * partner who was also a member).
   * `among`: only the records whose `field` equals this record's `equals` property may be chosen (a child's
   * mother among the partners of its father).
   */
  'x-reference'?: { resource: string; by?: string; onDelete?: 'cascade' | 'set null'; among?: { field: string; equals: string } };
  'x-aliases'?: string[];
  'x-author'?: boolean;
  'x-computed'?: boolean;
  /** A computed property lists may be filtered by (its repository gives the SQL). */
  'x-filter'?: boolean;
  /** A computed username: of the account whose id the named property holds. */
  'x-username-of'?: string;
  'x-unique'?: boolean;
}

export interface PropertyTraits {
  wire: WireFormat;
  /** null: the server derives it (x-computed), so it has no column. */
  storage: StorageKind | null;
  input: InputKind;
  nullable: boolean;
  /** Holds an uploaded file: its column keeps the storage key, the wire a signed download link. */
  file: boolean;
  /** Whether a list may be sorted and filtered by it: a computed value or a file key cannot. */
  listable: boolean;
}

/** The non-null JSON type of a property (`["string","null"]` → `string`). */
export function baseType(prop: PropertySchema): string | undefined {
  const t = prop.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null');
  return t;
}

export const isNullable = (prop: PropertySchema): boolean => Array.isArray(prop.type) && prop.type.includes('null');

// The spec's flags are "yes"/"no" strings on the wire; storage keeps them as booleans.
const isYesNo = (prop: PropertySchema): boolean =>
  Array.isArray(prop.enum) && prop.enum.length === 2 && prop.enum.includes('yes') && prop.enum.includes('no');

function wireFormat(prop: PropertySchema): WireFormat {
  if (isYesNo(prop)) return 'yesno';
  if (prop.format === 'dmy-date' || prop.format === 'partial-date' || prop.format === 'date-time') return prop.format;
  const type = baseType(prop);
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  return type === 'array' ? 'list' : 'string';
}

const STORAGE: Record<WireFormat, StorageKind | null> = {
  string: 'text',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  yesno: 'boolean',
  'dmy-date': 'date',
  // The text as said, beside the earliest and latest day it can mean (server/db/README.md).
  'partial-date': 'partial-date',
  'date-time': 'timestamp',
  list: null,
};

function storageKind(prop: PropertySchema, wire: WireFormat): StorageKind | null {
  if (prop['x-computed']) return null;
  // A reference by another property (an image's album name) is still a foreign key to the record's id.
  if (prop['x-reference']) return 'integer';
  return STORAGE[wire];
}

const INPUT: Record<WireFormat, InputKind> = {
  string: 'text',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
  yesno: 'select',
  'dmy-date': 'date',
  'partial-date': 'partial-date',
  'date-time': 'datetime',
  list: 'list',
};

function inputKind(prop: PropertySchema, wire: WireFormat): InputKind {
  if (prop['x-input']) return prop['x-input'];
  if (prop['x-reference']) return 'reference';
  if (prop.enum) return 'select';
  if (prop.format === 'email') return 'email';
  if (prop.format === 'web-url') return 'url';
  return INPUT[wire];
}

export function propertyTraits(prop: PropertySchema): PropertyTraits {
  const wire = wireFormat(prop);
  const storage = storageKind(prop, wire);
  const file = prop['x-input'] === 'image';
  return {
    wire,
    storage,
    input: inputKind(prop, wire),
    nullable: isNullable(prop),
    file,
    listable: storage !== null && !file,
  };
}

const INT32_MAX = 2147483647;

/**
 * A filter of a partial date by years, `{ "from": 1947, "to": 1949 }` (either bound may be left out): it
 * keeps the dates whose span of days meets those years, so "ABT 1948" is found by 1947..1949 and by 1950.
 */
export interface YearRange {
  from?: number;
  to?: number;
}

const isYear = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 9999;

export function isYearRange(value: unknown): value is YearRange {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { from, to, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || (from === undefined && to === undefined)) return false;
  return (from === undefined || isYear(from)) && (to === undefined || isYear(to)) && (from === undefined || to === undefined || from <= to);
}

/** Whether a list filter value can be compared with the property: the database must not be the one to refuse it. */
export function fitsFilter(prop: PropertySchema, value: unknown): boolean {
  if (value === null) return true;
  if (prop.enum && !prop.enum.some((option) => option === value)) return false;
  switch (propertyTraits(prop).wire) {
    case 'dmy-date':
      return typeof value === 'string' && isDmyDate(value);
    case 'partial-date':
      return (typeof value === 'string' && isPartialDate(value)) || isYearRange(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INT32_MAX;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return typeof value === 'string';
  }
}

/** A multipart form field is text; the property says what it becomes before validation. */
export function fromFormField(prop: PropertySchema, text: string): unknown {
  if (text === '' && isNullable(prop)) return null;
  const { wire } = propertyTraits(prop);
  if ((wire === 'integer' || wire === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (wire === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}
