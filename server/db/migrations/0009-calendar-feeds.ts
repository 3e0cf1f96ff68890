// Each member's personal calendar feed: the secret token its address carries. One row per user, gone
// with the user; a new token replaces the old one, which then answers nothing.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function calendarFeeds(_dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
