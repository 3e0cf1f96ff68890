// An activity's time of day, place and description: what a relative needs to come.
import type { Kysely, Migration } from 'kysely';

export default function activityDetails(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const column of ['time_of_activity', 'place', 'description'])
        await db.schema.alterTable('activities').addColumn(column, 'text').execute();
    },
  };
}
