// The directory's total (an unfiltered list's Content-Range) of members and partners without counting every
// row: each table's number of rows, kept by the database's triggers in the transaction of every insert and
// delete (a cascade's too), so every writer (routes, seed, import, restore, another instance) keeps it.
// PostgreSQL reads a count of 100,000 members through a whole index; SQLite counts its b-tree's pages.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

const TABLES = ['members', 'partners'];

export default function rowCounts(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('row_counts')
        .addColumn('table_name', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('n', 'bigint', (c) => c.notNull())
        .execute();
      if (dialect === 'postgres')
        // Once per statement: a bulk insert of a whole family updates the count once.
        await sql`create function keep_row_count() returns trigger language plpgsql as $$ begin
            if tg_op = 'INSERT' then update row_counts set n = n + (select count(*) from new_rows) where table_name = tg_table_name;
            elsif tg_op = 'DELETE' then update row_counts set n = n - (select count(*) from old_rows) where table_name = tg_table_name;
            else update row_counts set n = 0 where table_name = tg_table_name;
            end if;
            return null;
          end $$`.execute(db);
      for (const table of TABLES) {
        await sql`insert into row_counts (table_name, n) select ${sql.lit(table)}, count(*) from ${sql.table(table)}`.execute(db);
        const trigger = (event: string) => sql.id(`${table}_count_${event}`);
        if (dialect === 'postgres') {
          await sql`create trigger ${trigger('insert')} after insert on ${sql.table(table)} referencing new table as new_rows
            for each statement execute function keep_row_count()`.execute(db);
          await sql`create trigger ${trigger('delete')} after delete on ${sql.table(table)} referencing old table as old_rows
            for each statement execute function keep_row_count()`.execute(db);
          await sql`create trigger ${trigger('truncate')} after truncate on ${sql.table(table)}
            for each statement execute function keep_row_count()`.execute(db);
        } else {
          // SQLite has row triggers only.
          const name = sql.lit(table);
          await sql`create trigger ${trigger('insert')} after insert on ${sql.table(table)}
            begin update row_counts set n = n + 1 where table_name = ${name}; end`.execute(db);
          await sql`create trigger ${trigger('delete')} after delete on ${sql.table(table)}
            begin update row_counts set n = n - 1 where table_name = ${name}; end`.execute(db);
        }
      }
    },
  };
}
