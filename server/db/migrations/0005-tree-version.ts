// A version of the family tree that moves with every change the tree shows (a member added, removed,
// renamed, re-parented, or given another gender or birth date), in the same transaction as the change:
// the database's own triggers keep it, so every writer (routes, seed, import, another instance) moves it.
// The tree's drawing is cached per version and its ETag is the version.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

/** The member columns the tree's drawing shows. */
const SHOWN = 'name, gender, parent_id, birthdate';

export default function treeVersion(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('tree_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await db.insertInto('tree_version').values({ id: 1, version: 1 }).execute();
      const bump = sql.raw('update tree_version set version = version + 1');
      if (dialect === 'postgres') {
        // Once per statement: a bulk insert of a whole family moves it once.
        await sql`create function bump_tree_version() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`.execute(
          db,
        );
        await sql`create trigger members_tree_version after insert or delete or update of ${sql.raw(SHOWN)} on members
          for each statement execute function bump_tree_version()`.execute(db);
      } else {
        // SQLite has row triggers only.
        for (const [name, event] of [
          ['insert', 'insert'],
          ['delete', 'delete'],
          ['update', `update of ${SHOWN}`],
        ])
          await sql`create trigger ${sql.raw(`members_tree_${name}`)} after ${sql.raw(event)} on members begin ${bump}; end`.execute(db);
      }
    },
  };
}
