// What the gallery keeps of each photo beyond its file: its upright size and dominant colour (the page
// holds its place while it loads) and the date it was taken (the album's order); and an album's cover.
import type { Kysely, Migration } from 'kysely';

export default function photoFacts(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('images').addColumn('width', 'integer').execute();
      await db.schema.alterTable('images').addColumn('height', 'integer').execute();
      await db.schema.alterTable('images').addColumn('color', 'varchar(7)').execute();
      await db.schema.alterTable('images').addColumn('taken_at', 'varchar(19)').execute();
      await db.schema.createIndex('images_album_taken').on('images').columns(['album_id', 'taken_at']).execute();
      await db.schema
        .alterTable('albums')
        .addColumn('cover_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .execute();
    },
  };
}
