// Sets one text column of many rows by id, a few hundred rows per statement: the search column of records whose
// chains are written after them (a member under one who was here before) and of its migration's backfill, where
// one statement per row would be one round trip each on PostgreSQL.
import { sql, type Kysely } from 'kysely';

// Two parameters per row; well under SQLite's and PostgreSQL's parameter limits.
const ROWS_PER_STATEMENT = 500;

/** `UPDATE … FROM (VALUES …)` reads the same on SQLite (3.33 and later) and PostgreSQL; the casts type the values for PostgreSQL. */
export async function setTextById<DB>(
  db: Kysely<DB>,
  table: string,
  column: string,
  values: ReadonlyArray<readonly [number, string]>,
): Promise<void> {
  for (let i = 0; i < values.length; i += ROWS_PER_STATEMENT) {
    const rows = values.slice(i, i + ROWS_PER_STATEMENT).map(([id, value]) => sql`(cast(${id} as integer), cast(${value} as text))`);
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = v.column2 from (values ${sql.join(rows)}) as v where ${sql.ref(`${table}.id`)} = v.column1`.execute(
      db,
    );
  }
}
