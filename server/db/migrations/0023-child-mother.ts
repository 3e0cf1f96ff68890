// A child's mother: one of the father's partners, chosen rather than retyped (the typed mother name stays for
// the records and clients that have only it). Deleting her partner record leaves the children without a
// mother link, not without their record. The drawn tree shows each child under its mother, so the tree's
// version (0005, 0019) moves with the link too.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

/** The member columns the tree's drawing and the calendar feed show. */
const SHOWN = 'name, gender, parent_id, birthdate, is_alive, death_date, mother_id';

export default function childMother(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('members')
        .addColumn('mother_id', 'integer', (c) => c.references('partners.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('members_mother_id').on('members').column('mother_id').execute();
      if (dialect === 'postgres') {
        await sql`drop trigger members_tree_version on members`.execute(db);
        await sql`create trigger members_tree_version after insert or delete or update of ${sql.raw(SHOWN)} on members
          for each statement execute function bump_tree_version()`.execute(db);
      } else {
        await sql`drop trigger members_tree_update`.execute(db);
        await sql`create trigger members_tree_update after update of ${sql.raw(SHOWN)} on members
          begin update tree_version set version = version + 1; end`.execute(db);
      }
    },
  };
}
