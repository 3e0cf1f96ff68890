// Accounts: activation state, the link to the family member, one-time tokens and codes, and the
// failed sign-ins that throttle password guessing.
import type { Kysely, Migration } from 'kysely';

export default function accounts(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // SQLite adds one column per ALTER TABLE.
      await db.schema
        .alterTable('users')
        .addColumn('email_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('matched_member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
        .execute();
      // Accounts that could already sign in went through activation.
      await db
        .updateTable('users')
        .set((eb) => ({ email_confirmed: eb.ref('allowed') }))
        .execute();
      await db.schema.createIndex('users_phone_number').unique().on('users').column('phone_number').execute();

      // At most one live token per user and purpose: issuing a new one replaces the old.
      await db.schema
        .createTable('account_tokens')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('payload', 'varchar(40)')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('account_tokens_pk', ['user_id', 'purpose'])
        .execute();

      await db.schema
        .createTable('signin_failures')
        .addColumn('username', 'varchar(254)', (c) => c.notNull())
        .addColumn('failed_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('signin_failures_username').on('signin_failures').columns(['username', 'failed_at']).execute();
      await db.schema.createIndex('signin_failures_failed_at').on('signin_failures').column('failed_at').execute();
    },
  };
}
