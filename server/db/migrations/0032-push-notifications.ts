// Notifications on members' phones: each device's subscription with the push service, the queue of new notices
// told to them (one row per notice and account, as the news mails), and each account's choice of those notices.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function pushNotifications(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const id = (c: ColumnDefinitionBuilder) =>
        dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // The push service's address for the device; a device has one, whichever account signed in last.
        .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
        .addColumn('p256dh', 'varchar(100)', (c) => c.notNull())
        .addColumn('auth', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
      await db.schema
        .createTable('notice_pushes')
        .addColumn('id', 'integer', id)
        .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_until', 'bigint')
        .addColumn('sent_at', 'bigint')
        .addUniqueConstraint('notice_pushes_once', ['notification_id', 'user_id'])
        .execute();
      await db.schema
        .alterTable('reminder_settings')
        .addColumn('notices', 'boolean', (c) => c.notNull().defaultTo(true))
        .execute();
    },
  };
}
