// A second factor for signing in: the account's TOTP secret (RFC 6238), the one waiting for its first code,
// the last time step a code was accepted at (so a code seen over a shoulder cannot be used again), whether
// it is on (the user entity's `twoFactor`), and the hashes of its one-time recovery codes.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function twoFactor(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const id = (c: ColumnDefinitionBuilder) =>
        dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
      await db.schema
        .alterTable('users')
        .addColumn('two_factor', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(64)').execute();
      await db.schema.alterTable('users').addColumn('totp_pending_secret', 'varchar(64)').execute();
      await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();
      await db.schema
        .createTable('recovery_codes')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addUniqueConstraint('recovery_codes_once', ['user_id', 'code_hash'])
        .execute();
    },
  };
}
