// Opens the configured database: PostgreSQL when a URL is given, else the embedded SQLite file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { EntityTables } from '../../common/generated/database.ts';
import type { AccountsTables } from '../features/accounts/tables.ts';
import type { BackupsTables } from '../features/backups/tables.ts';
import type { HistoryTables } from '../features/history/tables.ts';
import type { NewsTables } from '../features/news/tables.ts';
import type { TreeTables } from '../features/tree/tables.ts';
import type { RateCountsTables } from '../plugins/app/rate-count-repository.ts';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Every table of the portal: the entities' tables generated from the schema (npm run gen), and the tables
 * each feature adds beyond its entities, declared in the feature's tables.ts.
 */
export type Database = EntityTables & AccountsTables & NewsTables & HistoryTables & TreeTables & BackupsTables & RateCountsTables;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

const PG_DATE_OID = 1082;

/** Calendar dates stay ISO text: pg would turn them into local-midnight Date objects and shift the day. */
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === PG_DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    // pg types getTypeParser as overloads per format, which one function that serves both cannot be declared as.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes as pg.CustomTypesConfig, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new Database(join(options.dataDir, 'portal.sqlite'));
  // WAL lets readers run beside the writer; FULL sync because family records must survive a power cut.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite' };
}

/** Settles when the database answers a query; fails when it cannot. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
