// The family members named in the gallery's photos (server/features/gallery/photo-people-repository.ts),
// each optionally with the box of their face as fractions of the picture.
import type { Kysely, Migration } from 'kysely';

export default function imagePeople(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('image_people')
        // A name goes with its photo and with its person.
        .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('box_x', 'double precision')
        .addColumn('box_y', 'double precision')
        .addColumn('box_width', 'double precision')
        .addColumn('box_height', 'double precision')
        // The name stays when the account that added it goes; only its author is forgotten.
        .addColumn('tagged_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('image_people_pk', ['image_id', 'member_id'])
        .execute();
      // A person's page asks for their photos.
      await db.schema.createIndex('image_people_member').on('image_people').columns(['member_id', 'image_id']).execute();
    },
  };
}
