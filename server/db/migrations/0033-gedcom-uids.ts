// The identifiers other programs give their people (GEDCOM `_UID`, `UID`, `REFN`), each kept with the member an
// import made or found for it, so that a later import of the same family finds that person wherever they moved.
import type { Kysely, Migration } from 'kysely';

export default function gedcomUids(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('gedcom_uids')
        .addColumn('uid', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('gedcom_uids_member').on('gedcom_uids').column('member_id').execute();
    },
  };
}
