// A partner may be a member of the family too (cousins who marry): the partner's record points at her
// member record, which stays hers if the partner record goes, and forgets the link if she is deleted.
// The drawn tree shows such a couple once, so linking or unlinking moves the tree's version (0005).
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function partnerMember(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('partners')
        .addColumn('partner_member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('partners_partner_member_id').on('partners').column('partner_member_id').execute();
      if (dialect === 'postgres') {
        await sql`create trigger partners_tree_version after insert or delete or update of partner_member_id, member_id on partners
          for each statement execute function bump_tree_version()`.execute(db);
      } else {
        const bump = sql.raw('update tree_version set version = version + 1');
        // Only a partner who is a member shows in the tree: other partners' writes leave it as it is.
        await sql`create trigger partners_tree_insert after insert on partners when new.partner_member_id is not null begin ${bump}; end`.execute(
          db,
        );
        await sql`create trigger partners_tree_delete after delete on partners when old.partner_member_id is not null begin ${bump}; end`.execute(
          db,
        );
        await sql`create trigger partners_tree_update after update of partner_member_id, member_id on partners begin ${bump}; end`.execute(
          db,
        );
      }
    },
  };
}
