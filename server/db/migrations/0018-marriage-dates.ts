// When a marriage began and, for one that ended in divorce, when it ended: a member's partners are
// listed in the order of their marriages.
import type { Kysely, Migration } from 'kysely';

export default function marriageDates(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const column of ['marriage_date', 'divorce_date']) await db.schema.alterTable('partners').addColumn(column, 'date').execute();
    },
  };
}
