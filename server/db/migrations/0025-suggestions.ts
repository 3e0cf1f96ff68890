// Members' suggestions (server/features/suggestions): a proposed change to a person's record, kept until a
// moderator accepts or rejects it. The history names the member whose suggestion a change applied.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function suggestions(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('suggestions')
        .addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
          dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // A member's suggestions go with their account; the names stay readable in the history.
        .addColumn('suggested_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('resource', 'varchar(40)', (c) => c.notNull())
        // No foreign key: the suggestion outlives a person deleted meanwhile, and says so.
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decider_name', 'varchar(20)')
        .addColumn('decided_at', 'bigint')
        .addColumn('decision_reason', 'text')
        .addColumn('result_id', 'integer')
        .execute();
      await db.schema.createIndex('suggestions_state').on('suggestions').columns(['state', 'id']).execute();
      await db.schema.createIndex('suggestions_record').on('suggestions').columns(['resource', 'record_id']).execute();
      await db.schema.createIndex('suggestions_suggested_by').on('suggestions').columns(['suggested_by', 'created_at']).execute();
      await db.schema.alterTable('changes').addColumn('suggested_by_name', 'varchar(20)').execute();
    },
  };
}
