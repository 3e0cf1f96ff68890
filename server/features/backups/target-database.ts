// The database a restore or a move writes into: brought to the version the rows were read at, and
// afterwards proved to hold exactly those rows.
import type { DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest, migrationSteps } from '../../db/migrate.ts';
import { readSnapshot } from './snapshot-repository.ts';
import { contentHash } from './row-codec.ts';

/** What was copied of one table: its row count and content hash (row-codec.ts). */
export interface TableSummary {
  name: string;
  rows: number;
  content: string;
}

/** Brings the database to `migration` (the source's), refusing a used one unless forced. */
export async function prepareTarget(handle: DatabaseHandle, migration: string, force: boolean): Promise<void> {
  const steps = await migrationSteps(handle);
  const at = steps.findIndex((s) => s.name === migration);
  if (at < 0) throw new Error(`the data comes from a newer version of the portal (migration ${migration}): update the portal first`);
  const applied = steps.filter((s) => s.applied).length;
  if (applied > 0 && !force) throw new Error('the database is not empty: use an empty one, or add --force to replace what it holds');
  if (applied > at + 1) throw new Error('the database is of a newer version than the copy: use an empty one');
  await migrateToLatest(handle, migration);
}

/** The number of rows, once every table holds what `tables` says (count and content) and no other table holds any. */
export async function verifyRows(handle: DatabaseHandle, tables: TableSummary[]): Promise<number> {
  const snapshot = await readSnapshot(handle);
  let total = 0;
  for (const { table, rows } of snapshot) {
    const expected = tables.find((t) => t.name === table.name);
    if (!expected) {
      if (rows.length > 0) throw new Error(`${table.name} holds ${rows.length} rows the copy does not have`);
      continue;
    }
    if (rows.length !== expected.rows) throw new Error(`${table.name}: ${rows.length} rows copied, ${expected.rows} in the source`);
    if (contentHash(rows) !== expected.content) throw new Error(`${table.name}: the copied rows differ from the source's`);
    total += rows.length;
  }
  return total;
}
