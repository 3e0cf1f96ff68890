// Applies the migrations of server/db/migrations in the order of their file names; the same set runs
// on SQLite and PostgreSQL. Each file's default export builds its step for the dialect, so a new step
// is a new file and nothing else.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, type Migration } from 'kysely';
import type { DatabaseHandle, Dialect } from './database.ts';

const FOLDER = join(import.meta.dirname, 'migrations');
const STEP = /^(\d{4}-[a-z0-9-]+)\.ts$/;

type Step = (dialect: Dialect) => Migration;

async function migrations(dialect: Dialect): Promise<Record<string, Migration>> {
  const files = (await readdir(FOLDER)).filter((file) => STEP.test(file)).sort();
  const steps = await Promise.all(
    files.map(async (file) => [file.match(STEP)![1], (await import(pathToFileURL(join(FOLDER, file)).href)).default as Step] as const),
  );
  return Object.fromEntries(steps.map(([name, step]) => [name, step(dialect)]));
}

/** Every step this version of the portal knows, in order, with whether the database has it. */
export async function migrationSteps({ db, dialect }: DatabaseHandle): Promise<Array<{ name: string; applied: boolean }>> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => migrations(dialect) } });
  return (await migrator.getMigrations()).map((m) => ({ name: m.name, applied: m.executedAt !== undefined }));
}

/** Applies every step, or the steps up to and including `upTo` (a test of a step's backfill stores rows before it). */
export async function migrateToLatest({ db, dialect }: DatabaseHandle, upTo?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => migrations(dialect) } });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
