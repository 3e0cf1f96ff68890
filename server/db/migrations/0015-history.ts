// The history of the family's records (server/features/history): one row per create, update or delete of a record
// whose entity keeps its history, and per change of a user's roles, written in the transaction of the change.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function history(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('changes')
        .addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
          dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('at', 'bigint', (c) => c.notNull())
        // No foreign key: the history outlives the account that made the change, so its name is kept too.
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'varchar(20)')
        .addColumn('resource', 'varchar(40)', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'varchar(10)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('cause_id', 'integer', (c) => c.references('changes.id'))
        .addColumn('undoes_id', 'integer', (c) => c.references('changes.id'))
        .execute();
      await db.schema.createIndex('changes_record').on('changes').columns(['resource', 'record_id']).execute();
      await db.schema.createIndex('changes_cause').on('changes').column('cause_id').execute();
      await db.schema.createIndex('changes_undoes').on('changes').column('undoes_id').execute();
    },
  };
}
