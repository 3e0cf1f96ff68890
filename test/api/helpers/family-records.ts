// A small family written straight through the repositories, each record kept under a name the test
// reads it back by: `add` a member, `marry` a partner record.
import type { TestApp } from './build-test-app.ts';

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
