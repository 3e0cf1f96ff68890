// Rows in one form whichever database they come from, so that an archive taken on SQLite restores into
// PostgreSQL and back: booleans as 1/0 (SQLite's own), timestamps as ISO text, bigints as numbers, bytes
// as base64. The content hash compares two databases' rows once both sides are in that form.
import { createHash } from 'node:crypto';
import type { TableFacts } from '../../db/table-facts.ts';

export type Row = Record<string, unknown>;

const BYTES = '$base64';

/** A value as an archive keeps it. */
function encodeValue(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return { [BYTES]: value.toString('base64') };
  // pg reads bigint (int8) as text: the values the portal keeps there (epoch milliseconds) fit a double.
  if (typeof value === 'string' && (type === 'int8' || type === 'bigint')) return Number(value);
  return value;
}

export function encodeRow(row: Row, table: TableFacts): Row {
  return Object.fromEntries(table.columns.map((c) => [c.name, encodeValue(row[c.name], c.type)]));
}

/** A value as the database driver takes it. */
export function decodeValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && BYTES in value) return Buffer.from(String((value as Row)[BYTES]), 'base64');
  return value;
}

// SQLite's CURRENT_TIMESTAMP writes "YYYY-MM-DD HH:MM:SS" (UTC); PostgreSQL gives the same moment back as ISO.
const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)?$/;

function canonicalValue(value: unknown): unknown {
  if (typeof value !== 'string' || !TIMESTAMP.test(value)) return value;
  return new Date(/Z|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}

/** A row with its timestamps written one way: SQLite keeps both forms, PostgreSQL gives back the ISO one. */
export const canonicalRow = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, canonicalValue(v)]));

/** A hash of a table's rows that does not depend on their order or on the database that held them. */
export function contentHash(rows: Row[]): string {
  const lines = rows.map((row) => JSON.stringify(Object.entries(canonicalRow(row)).sort(([a], [b]) => a.localeCompare(b))));
  const hash = createHash('sha256');
  for (const line of lines.sort()) hash.update(line).update('\n');
  return hash.digest('hex');
}
