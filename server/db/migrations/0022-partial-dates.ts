// Dates as families remember them (schema format "partial-date"): a birth, death, marriage or divorce may
// be a month, a year, "about 1948", "before 1950" or "between 1945 and 1950". The column holds the date's
// wire text instead of an ISO day, and beside it the earliest and latest day it can mean, by which lists
// sort and filter. The codec writes all three on every write; here the days already stored become their
// DD-MM-YYYY text, each its own earliest and latest day.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

const DATES = [
  ['members', 'birthdate'],
  ['members', 'death_date'],
  ['partners', 'birthdate'],
  ['partners', 'marriage_date'],
  ['partners', 'divorce_date'],
] as const;

/** The member columns the tree's drawing and the calendar feed show (as in 0019). */
const SHOWN = 'name, gender, parent_id, birthdate, is_alive, death_date';

export default function partialDates(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // The tree's version trigger names the columns replaced below: it goes while they do, and comes back on the new ones.
      if (dialect === 'postgres') await sql`drop trigger members_tree_version on members`.execute(db);
      else await sql`drop trigger members_tree_update`.execute(db);
      for (const [table, column] of DATES) {
        const said = `${column}_said`;
        // A new text column rather than a changed type: SQLite changes no column's type, and a date column
        // there would read "1948" as the number 1948.
        await db.schema.alterTable(table).addColumn(said, 'text').execute();
        await db.schema.alterTable(table).addColumn(`${column}_earliest`, 'date').execute();
        await db.schema.alterTable(table).addColumn(`${column}_latest`, 'date').execute();
        const iso = dialect === 'postgres' ? sql`${sql.ref(column)}::text` : sql.ref(column);
        const dmy = sql`substr(${iso}, 9, 2) || '-' || substr(${iso}, 6, 2) || '-' || substr(${iso}, 1, 4)`;
        await sql`update ${sql.table(table)} set ${sql.ref(said)} = ${dmy}, ${sql.ref(`${column}_earliest`)} = ${sql.ref(column)},
          ${sql.ref(`${column}_latest`)} = ${sql.ref(column)} where ${sql.ref(column)} is not null`.execute(db);
        await db.schema.alterTable(table).dropColumn(column).execute();
        await db.schema.alterTable(table).renameColumn(said, column).execute();
      }
      if (dialect === 'postgres')
        await sql`create trigger members_tree_version after insert or delete or update of ${sql.raw(SHOWN)} on members
          for each statement execute function bump_tree_version()`.execute(db);
      else
        await sql`create trigger members_tree_update after update of ${sql.raw(SHOWN)} on members
          begin update tree_version set version = version + 1; end`.execute(db);
    },
  };
}
