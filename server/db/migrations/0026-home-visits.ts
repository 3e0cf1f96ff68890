// The family member's home page (server/features/home): when each user last opened it, so that the
// page says what is new since.
import type { Kysely, Migration } from 'kysely';

export default function homeVisits(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('home_visits')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('visited_at', 'bigint', (c) => c.notNull())
        // What that visit counted as new from: a page opened again soon after keeps it.
        .addColumn('since', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
