// A small family written straight through the repositories, each record kept under a name the test
// reads it back by: `add` a member, `marry` a partner record. `recordedAt` dates the family in the change log.
import type { TestApp } from './build-test-app.ts';

/**
 * A day no test plans reminders for, on which a fixture family is dated (`recordedAt`). On the day after a family
 * is recorded all of it is that day's newcomers: a test planning a fixed day would fail when run the day before.
 */
export const LONG_AGO = Date.parse('2026-01-15T12:00:00Z');

/** Dates the change log's records, but those of `except`, at `at`: a day's newcomers are read from the log. */
export async function recordedAt(t: TestApp, at: number, except: number[] = []): Promise<void> {
  const update = t.app.db.updateTable('changes').set({ at });
  await (except.length > 0 ? update.where('record_id', 'not in', except) : update).execute();
}

export function familyRecords(t: TestApp) {
  const ids: Record<string, number> = {};
  const { members } = t.app.repositories;
  const partners = t.app.repositories.ofResource('family-partners');
  return {
    ids,
    add: async (key: string, fields: Record<string, unknown>) => (ids[key] = (await members.create(fields as never)).id),
    marry: async (key: string, fields: Record<string, unknown>) => (ids[key] = (await partners.create(fields as never)).id),
  };
}
