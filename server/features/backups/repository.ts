// Writes an archive's rows into a database in one transaction: the database holds all of them or, on
// any failure, what it held before. Rows go in the order of table-facts.ts with their nullable foreign
// keys left empty, which are filled once every row is in (members point at their parents, albums at a
// cover photo whose album they are).
import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import { decodeValue, type Row } from './row-codec.ts';
import { tableFacts, type AnyDb, type TableFacts } from '../../db/table-facts.ts';

type Trx = Transaction<Record<string, Record<string, unknown>>>;

/** Both databases take 30,000 parameters in one statement (SQLite 32,766, PostgreSQL 65,535). */
const PARAMETERS = 30_000;

async function clear(trx: Trx, tables: TableFacts[]): Promise<void> {
  for (const table of tables)
    if (table.laterColumns.length > 0)
      await trx
        .updateTable(table.name)
        .set(Object.fromEntries(table.laterColumns.map((c) => [c, null])))
        .execute();
  for (const table of [...tables].reverse()) await trx.deleteFrom(table.name).execute();
}

async function insert(trx: Trx, table: TableFacts, rows: Row[]): Promise<void> {
  const later = new Set(table.laterColumns);
  const known = new Set(table.columns.map((c) => c.name));
  const chunk = Math.max(1, Math.floor(PARAMETERS / table.columns.length));
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows.slice(i, i + chunk).map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([k]) => known.has(k))
          .map(([k, v]) => [k, later.has(k) ? null : decodeValue(v)]),
      ),
    );
    await trx.insertInto(table.name).values(values).execute();
  }
}

async function fillLater(trx: Trx, table: TableFacts, rows: Row[]): Promise<void> {
  if (table.laterColumns.length === 0) return;
  for (const row of rows) {
    const set = Object.fromEntries(table.laterColumns.filter((c) => row[c] !== null && row[c] !== undefined).map((c) => [c, row[c]]));
    if (Object.keys(set).length > 0) await trx.updateTable(table.name).set(set).where('id', '=', row.id).execute();
  }
}

/** After rows came with their ids, PostgreSQL's identity columns must continue after the largest. */
async function continueIdentities(trx: Trx, tables: TableFacts[]): Promise<void> {
  for (const table of tables.filter((t) => t.columns.some((c) => c.name === 'id')))
    await sql`select setval(s, (select coalesce(max(id), 0) + 1 from ${sql.table(table.name)}), false)
      from pg_get_serial_sequence(${table.name}, 'id') as s where s is not null`.execute(trx);
}

/**
 * Replaces every row of the database's tables with `data` (table name → rows in the archive's form);
 * a table the archive lacks is left empty, a column it lacks takes its default.
 */
export async function writeTables(handle: DatabaseHandle, data: Map<string, Row[]>): Promise<void> {
  const db = handle.db as unknown as AnyDb;
  await db.transaction().execute(async (trx) => {
    // A timestamp without a zone (SQLite's CURRENT_TIMESTAMP) is UTC, whatever the server's zone.
    if (handle.dialect === 'postgres') await sql`set local time zone 'UTC'`.execute(trx);
    const tables = await tableFacts(trx, handle.dialect);
    const unknown = [...data.keys()].filter((name) => !tables.some((t) => t.name === name));
    if (unknown.length > 0) throw new Error(`the database has no table ${unknown.join(', ')}`);
    await clear(trx, tables);
    const rowsOf = (table: TableFacts) => data.get(table.name) ?? [];
    for (const table of tables.filter((t) => !t.isolated)) await insert(trx, table, rowsOf(table));
    for (const table of tables) await fillLater(trx, table, rowsOf(table));
    // After every other write, so that what the triggers wrote into them meanwhile is replaced.
    for (const table of tables.filter((t) => t.isolated)) {
      await trx.deleteFrom(table.name).execute();
      await insert(trx, table, rowsOf(table));
    }
    if (handle.dialect === 'postgres') await continueIdentities(trx, tables);
  });
}
