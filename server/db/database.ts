// Opens the configured database: PostgreSQL when a URL is given, else the embedded SQLite file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect, type SqliteDatabase } from 'kysely';
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
 * Every table of the portal: the entities' tables generated from the schema (npm run gen), the tables
 * each feature adds beyond its entities, declared in the feature's tables.ts, and the rate counts that the
 * abuse limits every feature uses keep (plugins/app/rate-count-repository.ts).
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

/** How many statements the SQLite connection keeps compiled: every query the portal's code builds, with room to spare. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite file as Kysely's driver sees it, keeping each statement compiled for the next query with the
 * same SQL text: the driver prepares every query afresh, and compiling it costs SQLite more than running
 * a lookup by key (a fifth of the server's time on a member's page, with the session check). The values
 * are bound anew at each run. A statement still iterating (a streamed query) is not shared: its SQL text
 * gets a fresh statement. The least recently used statements are let go past STATEMENT_CACHE_SIZE.
 */
function withStatementCache(file: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => file.close(),
    prepare(text) {
      const kept = statements.get(text);
      if (kept?.busy) return file.prepare(text);
      const statement = kept ?? file.prepare(text);
      statements.delete(text);
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

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
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) }), dialect: 'sqlite' };
}

/** Settles when the database answers a query; fails when it cannot. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
