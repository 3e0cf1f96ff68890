// Family news by e-mail: who chose it (and in which language), and one delivery per notice and reader,
// recorded before anything is sent, so that a send that fails is tried again later (even after a
// restart) and a reader never gets the same notice twice.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function newsMail(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('news_subscriptions')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('language', 'varchar(2)', (c) => c.notNull())
        .addColumn('subscribed_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('news_deliveries')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        // A notice deleted before its mail left takes its pending mail with it.
        .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_until', 'bigint')
        .addColumn('sent_at', 'bigint')
        .addUniqueConstraint('news_deliveries_once', ['notification_id', 'user_id'])
        .execute();
      await db.schema.createIndex('news_deliveries_due').on('news_deliveries').columns(['state', 'next_attempt_at']).execute();
    },
  };
}
