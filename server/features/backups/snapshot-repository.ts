// Every table's rows as they stood at one moment, read while the portal keeps writing: one read-only
// transaction (PostgreSQL: repeatable read; SQLite in WAL mode: a read transaction sees one snapshot and
// does not block the writer).
import type { DatabaseHandle } from '../../db/database.ts';
import { encodeRow, type Row } from './row-codec.ts';
import { tableFacts, type AnyDb, type TableFacts } from '../../db/table-facts.ts';

export interface TableRows {
  table: TableFacts;
  rows: Row[];
}

/** `onTable` hears of each table once it is read (a command prints its progress). */
export async function readSnapshot(
  handle: DatabaseHandle,
  onTable?: (name: string, rows: number) => Promise<void> | void,
): Promise<TableRows[]> {
  const db = handle.db as unknown as AnyDb;
  const begin =
    handle.dialect === 'postgres' ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only') : db.transaction();
  return begin.execute(async (trx) => {
    const result: TableRows[] = [];
    for (const table of await tableFacts(trx, handle.dialect)) {
      const rows = (await trx.selectFrom(table.name).selectAll().execute()).map((row) => encodeRow(row, table));
      result.push({ table, rows });
      await onTable?.(table.name, rows.length);
    }
    return result;
  });
}
