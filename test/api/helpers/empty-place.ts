// An empty data folder, with an empty PostgreSQL database for the PostgreSQL suites: where a restore or
// a move of the data goes in a test.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../../../server/config.ts';
import type { DatabaseHandle } from '../../../server/db/database.ts';
import { readSnapshot } from '../../../server/features/backups/snapshot-repository.ts';
import { canonicalRow, type Row } from '../../../server/features/backups/row-codec.ts';
import { PG_BASE_URL, type TestDatabase } from './databases.ts';

export interface EmptyPlace {
  place: Pick<Config, 'dataDir' | 'databaseUrl'>;
  dispose(): Promise<void>;
}

async function onPgServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_BASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export async function emptyPlace(db: TestDatabase): Promise<EmptyPlace> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-place-'));
  let databaseUrl: string | undefined;
  const name = `portal_place_${randomBytes(6).toString('hex')}`;
  if (db === 'postgres') {
    await onPgServer(`create database ${name}`);
    const url = new URL(PG_BASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    place: { dataDir, databaseUrl },
    async dispose() {
      await rm(dataDir, { recursive: true, force: true });
      if (databaseUrl) await onPgServer(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A row of `users` as the portal stores it, with `columns` of its own: for a test that writes rows before a migration. */
export const storedUser = <Columns extends object>(id: number, username: string, columns: Columns) => ({
  id,
  username,
  email: `${username}@example.org`,
  password_hash: 'x',
  ...columns,
});

/**
 * Every table's rows in the archive's form (timestamps as ISO text whichever form SQLite kept them in), each
 * table's rows in one order, to compare two databases.
 */
export async function allRows(handle: DatabaseHandle): Promise<Record<string, Row[]>> {
  const snapshot = await readSnapshot(handle);
  const sorted = (rows: Row[]) =>
    rows
      .map(canonicalRow)
      .map((r) => [JSON.stringify(r), r] as const)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, r]) => r);
  return Object.fromEntries(snapshot.map(({ table, rows }) => [table.name, sorted(rows)]));
}
