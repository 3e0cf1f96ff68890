// A member's life as the family tells it: where they were born, when and where they died and are
// buried, their story, and the moderators' notes. A member recorded as no longer alive keeps that; the
// death date, when it is known, is added to it.
import type { Kysely, Migration } from 'kysely';

export default function memberLife(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const [column, type] of [
        ['birth_place', 'text'],
        ['death_date', 'date'],
        ['death_place', 'text'],
        ['burial_place', 'text'],
        ['biography', 'text'],
        ['notes', 'text'],
      ] as const)
        await db.schema.alterTable('members').addColumn(column, type).execute();
    },
  };
}
