// Inserts many rows into one table and gives back their ids. On PostgreSQL a batch of rows that all name the same
// columns with plain values goes as one JSON parameter, read by json_populate_recordset into the table's own row
// type; any other batch, and every batch on SQLite, as a VALUES list with a parameter per value. PostgreSQL binds,
// parses and plans a statement of tens of thousands of parameters anew for each batch: a GEDCOM import of 200,000
// people spent most of its minute there (bench/gedcom.ts: 63–67 s, 39–52 s with the rows as JSON), while one text
// parameter is bound at once and each value is read by its column's own input function, as a parameter is.
import { sql, type Kysely } from 'kysely';
import type { Database, Dialect } from './database.ts';
import type { Row } from './codec.ts';

type Plain = string | number | boolean | null;

const isPlain = (value: unknown): value is Plain =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/**
 * Whether every row names exactly `columns` with plain values. A row without a column gets the column's default from
 * PostgreSQL's VALUES list, but NULL from json_populate_recordset; a Date or a Buffer would be written as JSON writes it.
 */
function sameColumnsAndPlain(rows: readonly Row[], columns: readonly string[]): boolean {
  return rows.every((row) => {
    const names = Object.keys(row);
    return names.length === columns.length && columns.every((column) => column in row && isPlain(row[column]));
  });
}

/**
 * The rows as one JSON array in UTF-8, written a row at a time. A batch's JSON as one string would be a megabyte in
 * the heap's large object space, which only a full collection frees: a large import's heap grew by 340 MB. A Buffer
 * is sent as a binary parameter, which for json is its text.
 */
function jsonArray(rows: readonly Row[]): Buffer {
  const texts = rows.map((row) => JSON.stringify(row));
  // The texts, a comma between each two, and the brackets.
  const bytes = Buffer.allocUnsafe(texts.reduce((size, text) => size + Buffer.byteLength(text), texts.length + 1));
  let at = 0;
  texts.forEach((text, i) => {
    bytes[at++] = i === 0 ? 0x5b : 0x2c;
    at += bytes.write(text, at);
  });
  bytes[at] = 0x5d;
  return bytes;
}

/** Inserts the rows (at least one) into `table` in one statement; each row's id comes back, in no set order. */
export async function insertRows(db: Kysely<Database>, dialect: Dialect, table: string, rows: Row[]): Promise<Array<{ id: unknown }>> {
  const columns = Object.keys(rows[0]);
  if (dialect === 'postgres' && sameColumnsAndPlain(rows, columns)) {
    const list = sql.join(columns.map((column) => sql.ref(column)));
    const json = jsonArray(rows);
    const { rows: ids } = await sql<{ id: unknown }>`
      insert into ${sql.table(table)} (${list})
      select ${list} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)
      returning id`.execute(db);
    return ids;
  }
  // Tables by name, as the entity repository reads them (its table is known at run time only).
  return db.withTables<Record<string, Row>>().insertInto(table).values(rows).returning('id').execute();
}
