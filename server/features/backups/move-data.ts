// Moves the portal's rows from one database to another (SQLite → PostgreSQL when the family outgrows one
// file, or back): the source read as of one moment, the target written in one transaction, then both
// compared table by table. The uploaded files stay where they are (`npm run move-files` moves those).
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest, migrationSteps } from '../../db/migrate.ts';
import { readSnapshot } from './snapshot-repository.ts';
import { contentHash } from './row-codec.ts';
import { prepareTarget, verifyRows } from './target-database.ts';
import { writeTables } from './repository.ts';

/** A database as the configuration names one: a PostgreSQL URL, or the SQLite file of a data folder. */
export type Place = Pick<Config, 'databaseUrl' | 'dataDir'>;

export interface MoveOptions {
  /** Replace what the target holds instead of refusing. */
  force?: boolean;
  progress?: (message: string) => Promise<void> | void;
}

export async function moveData(from: Place, to: Place, options: MoveOptions = {}): Promise<{ tables: number; rows: number }> {
  const source = openDatabase(from);
  const target = openDatabase(to);
  try {
    const migration = (await migrationSteps(source)).filter((s) => s.applied).at(-1)?.name;
    if (!migration) throw new Error('the source database has no portal in it');
    const snapshot = await readSnapshot(source, (name, rows) => options.progress?.(`${name}: ${rows} rows read`));
    await prepareTarget(target, migration, options.force ?? false);
    await writeTables(target, new Map(snapshot.map(({ table, rows }) => [table.name, rows])));
    const rows = await verifyRows(
      target,
      snapshot.map(({ table, rows }) => ({ name: table.name, rows: rows.length, content: contentHash(rows) })),
    );
    await migrateToLatest(target);
    return { tables: snapshot.length, rows };
  } finally {
    await Promise.all([source.db.destroy(), target.db.destroy()]);
  }
}
