// The weekly digest: each account's choice to have it (on until chosen otherwise) and one queued digest per
// account and week, recorded before it is sent, so that however many instances plan the week and however often a
// server restarts, a reader gets the week's digest once.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function weekDigest(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('reminder_settings')
        .addColumn('digest', 'boolean', (c) => c.notNull().defaultTo(true))
        .execute();
      await db.schema
        .createTable('digest_mails')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // The day the digest is sent for (YYYY-MM-DD): it tells of the week before it and the week from it.
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('digest', 'text', (c) => c.notNull())
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_until', 'bigint')
        .addColumn('sent_at', 'bigint')
        .addUniqueConstraint('digest_mails_once', ['user_id', 'day'])
        .execute();
      await db.schema.createIndex('digest_mails_due').on('digest_mails').columns(['state', 'next_attempt_at']).execute();
    },
  };
}
