// Opens the configured database: PostgreSQL when a URL is given, else the embedded SQLite file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { EntityTables, UsersTable } from '../../common/generated/database.ts';
import type { ChangesTable } from '../history/recorder.ts';
import type { AccountTokensTable } from '../plugins/app/account-tokens.ts';
import type { JobRunsTable } from '../plugins/app/job-runs.ts';
import type { RateCountsTable } from '../plugins/app/rate-counts.ts';
import type { RolesTable, UserRolesTable, UserSecretColumns } from '../plugins/app/repositories/users-repository.ts';
import type { SigninAttemptsTable } from '../plugins/app/signin-throttle.ts';
import type { NewsDeliveriesTable, NewsSubscriptionsTable } from '../routes/news/news-tables.ts';
import type { TreeVersionTable } from '../tree/tree-cache.ts';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Every table of the portal: the entities' tables generated from the schema (npm run gen), and the
 * tables no entity describes, each declared by the module that owns it.
 */
export interface Database extends EntityTables {
  users: UsersTable & UserSecretColumns;
  roles: RolesTable;
  user_roles: UserRolesTable;
  account_tokens: AccountTokensTable;
  signin_attempts: SigninAttemptsTable;
  tree_version: TreeVersionTable;
  news_subscriptions: NewsSubscriptionsTable;
  news_deliveries: NewsDeliveriesTable;
  job_runs: JobRunsTable;
  rate_counts: RateCountsTable;
  changes: ChangesTable;
}

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
