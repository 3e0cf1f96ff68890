// Opens the configured database: PostgreSQL when a URL is given, else the embedded SQLite file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, type PostgresPool, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { EntityTables } from '../../common/generated/database.ts';
import type { AccountsTables } from '../features/accounts/tables.ts';
import type { BackupsTables } from '../features/backups/tables.ts';
import type { FamilyTables } from '../features/family/tables.ts';
import type { GalleryTables } from '../features/gallery/tables.ts';
import type { GedcomTables } from '../features/gedcom/tables.ts';
import type { HistoryTables } from '../features/history/tables.ts';
import type { HomeTables } from '../features/home/tables.ts';
import type { NewsTables } from '../features/news/tables.ts';
import type { PushTables } from '../features/push/tables.ts';
import type { RemindersTables } from '../features/reminders/tables.ts';
import type { SuggestionsTables } from '../features/suggestions/tables.ts';
import type { TreeTables } from '../features/tree/tables.ts';
import type { RateCountsTables } from '../plugins/app/rate-count-repository.ts';
import { PreparedRead } from './prepared-read.ts';
import { PlannedOnceSqliteDialect } from './sqlite-dialect.ts';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Every table of the portal: the entities' tables generated from the schema (npm run gen), the tables
 * each feature adds beyond its entities, declared in the feature's tables.ts, and the rate counts that the
 * abuse limits every feature uses keep (plugins/app/rate-count-repository.ts).
 */
export type Database = EntityTables &
  FamilyTables &
  AccountsTables &
  NewsTables &
  HistoryTables &
  TreeTables &
  BackupsTables &
  SuggestionsTables &
  GalleryTables &
  HomeTables &
  RemindersTables &
  PushTables &
  GedcomTables &
  RateCountsTables;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** The database as openDatabase opens it. */
export interface OpenedDatabase extends DatabaseHandle {
  /**
   * From now on PostgreSQL keeps each read prepared (see preparedReads); called once the schema is migrated,
   * as a statement prepared before a migration changed its tables would fail. SQLite keeps its statements anyway.
   */
  prepareReads(): void;
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

/** How many reads PostgreSQL keeps prepared on each connection: every one the portal's pages ask, with room to spare. */
const PREPARED_READS = 200;
/** How many reads seen once are remembered, so that a read asked again is prepared. */
const SEEN_READS = 1000;
/**
 * A read with more values than this is planned for its own values, never kept prepared: the slices of a
 * thousand ids an import or a seed reads its rows back by are one text, and the plan kept from the first
 * slices, made while the tables were nearly empty, grew slower with every slice (a GEDCOM import of
 * 200,000 people on PostgreSQL: 85 s writing its partners, 11.8 s planned slice by slice).
 */
const PREPARED_MAX_VALUES = 100;

/**
 * The pool as Kysely's driver sees it, its connections naming each read by its SQL text, so that
 * PostgreSQL parses it once per connection and, after a few runs, plans it once: planning a page of the
 * directory (its subqueries for the generation, the grandfather, the partner) took PostgreSQL longer than
 * running it (bench/directory.ts). A read is named the second time its text comes, so that the one-off
 * reads of an import or a seed (lists of ids of every length) do not take the names; the first
 * PREPARED_READS texts asked again are named, the rest run unnamed, as a connection cannot let go of a
 * prepared statement through pg. Writes always run unnamed.
 */
function preparedReads(pool: pg.Pool): { pool: PostgresPool; start(): void } {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  let started = false;
  const nameOf = (text: string, values: unknown[] | undefined): string | undefined => {
    if (!started || !/^(select|with) /.test(text) || (values?.length ?? 0) > PREPARED_MAX_VALUES) return undefined;
    const name = names.get(text);
    if (name || names.size >= PREPARED_READS) return name;
    if (!seen.has(text)) {
      if (seen.size >= SEEN_READS) seen.clear();
      seen.add(text);
      return undefined;
    }
    names.set(text, `read${names.size}`);
    return names.get(text);
  };
  return {
    start: () => void (started = true),
    pool: {
      async connect() {
        const client = await pool.connect();
        return {
          query: ((query: unknown, values?: unknown[]) => {
            if (typeof query !== 'string') return client.query(query as never);
            const name = nameOf(query, values);
            if (!name) return client.query({ text: query, values });
            const read = new PreparedRead(name, query, values ?? [], pgTypes.getTypeParser);
            client.query(read as never);
            return read.done;
          }) as never,
          release: (error?: boolean | Error) => client.release(error),
        };
      },
      end: () => pool.end(),
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): OpenedDatabase {
  if (options.databaseUrl) {
    // pg types getTypeParser as overloads per format, which one function that serves both cannot be declared as.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes as pg.CustomTypesConfig, max: 10 });
    const reads = preparedReads(pool);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: reads.pool }) }),
      dialect: 'postgres',
      prepareReads: reads.start,
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new Database(join(options.dataDir, 'portal.sqlite'));
  // WAL lets readers run beside the writer; FULL sync because family records must survive a power cut.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // A member's place in the line reaches every descendant through one trigger firing itself (migration 0039).
  file.pragma('recursive_triggers = ON');
  return {
    db: new Kysely<Database>({ dialect: new PlannedOnceSqliteDialect({ database: withStatementCache(file) }) }),
    dialect: 'sqlite',
    prepareReads: () => {},
  };
}

/** Settles when the database answers a query; fails when it cannot. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
