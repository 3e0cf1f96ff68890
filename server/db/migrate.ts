// Applies the migrations of server/db/migrations in order; the same set runs on SQLite and PostgreSQL.
import { Migrator, type Migration } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { initial } from './migrations/0001-initial.ts';
import { accounts } from './migrations/0002-accounts.ts';

const migrations = (dialect: DatabaseHandle['dialect']): Record<string, Migration> => ({
  '0001-initial': initial(dialect),
  '0002-accounts': accounts(),
});

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
