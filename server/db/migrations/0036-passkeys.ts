// Passkeys (WebAuthn): each account's registered credentials, with the public key that checks their
// signatures and the counter a cloned authenticator would betray; and the challenges handed out, each
// taken once within five minutes.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function passkeys(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const id = (c: ColumnDefinitionBuilder) =>
        dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'varchar(200)')
        // The browser that made it, as it named itself: what the profile's list calls it.
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
      await db.schema
        .createTable('passkey_challenges')
        .addColumn('challenge', 'varchar(200)', (c) => c.primaryKey())
        // The account registering a passkey; null for a sign-in, whose account the passkey names.
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
