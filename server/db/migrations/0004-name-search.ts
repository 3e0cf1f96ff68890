// Members and partners are found by the normalised chain of their names (common/model/nameSearch.ts): a
// column each, filled here for the records already stored, and kept by the repository from now on.
// A member's chain includes the grandfather from the tree, as the repository computes it.
import { sql, type Kysely, type Migration } from 'kysely';
import { searchChain } from '../../../common/model/nameSearch.ts';
import { setTextById } from '../bulk-update.ts';

interface Names {
  id: number | string;
  name: string;
  father_name: string | null;
  grandfather_name?: string | null;
  family_name: string | null;
}

export default function nameSearch(): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const table of ['members', 'partners']) {
        await db.schema.alterTable(table).addColumn('search_name', 'text').execute();
        await db.schema.createIndex(`${table}_search_name`).on(table).column('search_name').execute();
      }
      const members = await sql<Names>`
        select m.id, m.name, m.father_name, coalesce(g.name, p.father_name) as grandfather_name, m.family_name
        from members m left join members p on p.id = m.parent_id left join members g on g.id = p.parent_id`.execute(db);
      const partners = await sql<Names>`select id, name, father_name, family_name from partners`.execute(db);
      const chains = (rows: Names[]) =>
        rows.map((r) => [Number(r.id), searchChain([r.name, r.father_name, r.grandfather_name, r.family_name])] as const);
      await setTextById(db, 'members', 'search_name', chains(members.rows));
      await setTextById(db, 'partners', 'search_name', chains(partners.rows));
    },
  };
}
