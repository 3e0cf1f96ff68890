// PostgreSQL reads a `LIKE '% word%'` through a trigram index (pg_trgm), which finds Arabic words as well as
// Latin ones: on a large family the search then reads the few matching rows instead of every chain.
// SQLite has no such index; its search column is scanned, which stays fast enough there (bench/directory.ts).
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function nameSearchTrigrams(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      // pg_trgm ships with PostgreSQL and is a trusted extension (13 and later); a server built without it keeps the plain scan.
      const { rows } = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
      if (rows.length === 0) return;
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const table of ['members', 'partners'])
        await sql`create index ${sql.id(`${table}_search_trigrams`)} on ${sql.table(table)} using gin (search_name gin_trgm_ops)`.execute(
          db,
        );
    },
  };
}
