// Members' photos: an album the family opens to its members takes their photos at once; elsewhere a member's
// photo waits as a suggestion, its file already stored (upright, without metadata, in every size).
import type { Kysely, Migration } from 'kysely';

export default function membersPhotos(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('albums')
        .addColumn('open_to_members', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      // JSON of the stored photo (its key, size, colour and date) a `photo` suggestion proposes.
      await db.schema.alterTable('suggestions').addColumn('photo', 'text').execute();
    },
  };
}
