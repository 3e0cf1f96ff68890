// The tree's version (0005) moves with a member's life too: whether they are alive and when they died
// are shown with them (and decide whose birthdays the calendar feed holds, whose ETag is that version).
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

/** The member columns the tree's drawing and the calendar feed show. */
const SHOWN = 'name, gender, parent_id, birthdate, is_alive, death_date';

export default function treeVersionLife(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
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
