// A member's link to the partner row of its mother may be checked at the end of the transaction that writes it,
// when that transaction says so (SET CONSTRAINTS): a bulk insert of a family (the seed, a GEDCOM import) writes the
// members with their mothers before the mothers' partner rows, which point at members in turn. Written after
// them, the link was a second write of every child: on PostgreSQL 10 of an import's 50 s for 200,000 people
// (bench/gedcom.ts), each child's row written again through every index. Any other write is checked at once,
// as before. SQLite defers a transaction's checks by a pragma whatever the constraint says.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function motherLinkDeferrable(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`alter table members alter constraint members_mother_id_fkey deferrable initially immediate`.execute(db);
    },
  };
}
