// Reminders by mail (birthdays, anniversaries of deaths, kin newly recorded): each account's choices (none stored: the defaults hold) and one queued mail per
// account and day, recorded before it is sent, so that however many instances plan the day and however often
// a server restarts, a reader gets the day's reminders once.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function reminderMails(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('reminder_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('birthdays', 'boolean', (c) => c.notNull())
        .addColumn('anniversaries', 'boolean', (c) => c.notNull())
        .addColumn('newcomers', 'boolean', (c) => c.notNull())
        .addColumn('channel', 'varchar(10)', (c) => c.notNull())
        .addColumn('degree', 'integer', (c) => c.notNull())
        .addColumn('hide_own_birthday', 'boolean', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('reminder_mails')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // The day the reminders are for (YYYY-MM-DD) and what they tell, as JSON (the birthdays and the anniversaries).
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('reminders', 'text', (c) => c.notNull())
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_until', 'bigint')
        .addColumn('sent_at', 'bigint')
        .addUniqueConstraint('reminder_mails_once', ['user_id', 'day'])
        .execute();
      await db.schema.createIndex('reminder_mails_due').on('reminder_mails').columns(['state', 'next_attempt_at']).execute();
    },
  };
}
