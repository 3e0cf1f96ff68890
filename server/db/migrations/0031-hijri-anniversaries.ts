// The anniversaries of deaths on the Hijri day too, each account's choice: off until chosen.
import type { Kysely, Migration } from 'kysely';

export default function hijriAnniversaries(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('reminder_settings')
        .addColumn('hijri_anniversaries', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
    },
  };
}
