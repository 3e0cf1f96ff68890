// Which databases the API suites run on: SQLite always, PostgreSQL when it answers (and always on CI,
// where a missing server must fail the run rather than skip it).
import pg from 'pg';
import { describe } from 'vitest';

export type TestDatabase = 'sqlite' | 'postgres';

/** The server the per-file test databases are created on. */
export const PG_BASE_URL = process.env.DATABASE_URL_TEST ?? 'postgres://root@127.0.0.1:5432/test';

async function pgAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_BASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const onCi = process.env.CI === 'true';
const pgUp = await pgAnswers();
if (!pgUp && !onCi) console.warn(`PostgreSQL at ${PG_BASE_URL} does not answer: API tests run on SQLite only`);

export const DATABASES: TestDatabase[] = pgUp || onCi ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * Declares the suite once per database. Off CI, the PostgreSQL copy is reported as skipped when the
 * server does not answer, so a run on SQLite alone is visible as such.
 */
export function describeOnDatabases(name: string, body: (db: TestDatabase) => void): void {
  for (const db of ['sqlite', 'postgres'] as const) describe.skipIf(!DATABASES.includes(db))(`${name} on ${db}`, () => body(db));
}
