// Sets one column of many rows by id, a few hundred rows per statement: the search column of a whole family
// (the seed, its migration's backfill) and the children's mothers of an import, where one statement per row,
// or per mother, would be one round trip each on PostgreSQL.
import { sql, type Kysely } from 'kysely';

// Two parameters per row; well under SQLite's and PostgreSQL's parameter limits.
const ROWS_PER_STATEMENT = 500;

type ColumnType = 'text' | 'integer';

/** `UPDATE … FROM (VALUES …)` reads the same on SQLite (3.33 and later) and PostgreSQL; the casts type the values for PostgreSQL. */
export async function setById<DB>(
  db: Kysely<DB>,
  table: string,
  column: string,
  type: ColumnType,
  values: ReadonlyArray<readonly [number, string | number]>,
): Promise<void> {
  for (let i = 0; i < values.length; i += ROWS_PER_STATEMENT) {
    const rows = values
      .slice(i, i + ROWS_PER_STATEMENT)
      .map(([id, value]) => sql`(cast(${id} as integer), cast(${value} as ${sql.raw(type)}))`);
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = v.column2 from (values ${sql.join(rows)}) as v where ${sql.ref(`${table}.id`)} = v.column1`.execute(
      db,
    );
  }
}

export const setTextById = <DB>(db: Kysely<DB>, table: string, column: string, values: ReadonlyArray<readonly [number, string]>) =>
  setById(db, table, column, 'text', values);
