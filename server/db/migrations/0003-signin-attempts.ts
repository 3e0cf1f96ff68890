// Password tries are counted per account and per source address, and each try is reserved before the
// password is checked: a row of its own, so that a success can take back exactly its reservation.
// The old per-username failures only lived for 15 minutes, so they are dropped rather than moved.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function signinAttempts(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.dropTable('signin_failures').execute();
      await db.schema
        .createTable('signin_attempts')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('username', 'varchar(254)', (c) => c.notNull())
        .addColumn('address', 'varchar(64)', (c) => c.notNull())
        .addColumn('tried_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('signin_attempts_username').on('signin_attempts').columns(['username', 'tried_at']).execute();
      await db.schema.createIndex('signin_attempts_address').on('signin_attempts').columns(['address', 'tried_at']).execute();
    },
  };
}
