// The GEDCOM imports as recorded jobs: a reload of the back office finds the one running (its progress) and the
// recent ones (their reports). `running` is 1 while an import runs and null after: its unique index is what lets
// one import run at a time, whichever instance of the portal starts it.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function gedcomImports(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const id = (c: ColumnDefinitionBuilder) =>
        dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
      await db.schema
        .createTable('gedcom_imports')
        .addColumn('id', 'integer', id)
        .addColumn('running', 'integer', (c) => c.unique())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('started_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('report', 'text')
        .addColumn('error', 'text')
        .execute();
    },
  };
}
