// A moment as the entities' created_at columns take it, to compare them with: SQLite's CURRENT_TIMESTAMP text
// (UTC, to the second), and for PostgreSQL's timestamptz the same moment in ISO 8601.
import type { Dialect } from './database.ts';

/** `at` (milliseconds since the epoch) to the second, as a created_at column of `dialect` holds it. */
export function createdTime(dialect: Dialect, at: number): string {
  const second = new Date(Math.floor(at / 1000) * 1000).toISOString();
  return dialect === 'postgres' ? second : second.slice(0, 19).replace('T', ' ');
}
