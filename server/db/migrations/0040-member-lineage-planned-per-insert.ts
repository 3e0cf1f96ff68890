// PostgreSQL's lineage trigger on an insert of members (0039), made to walk by index whatever the statistics say.
// A GEDCOM import of 200,000 people spent 22 of its 37 s of writing members in this trigger (bench/gedcom.ts): a
// bulk insert writes a thousand members a statement in one transaction, so the tables' statistics (and a plan
// PL/pgSQL kept from the first statement) describe tables a fraction of the size they have grown to, and the
// planner sorted the whole members table at each statement to join it with the thousand new ones, after compiling
// the query to machine code (JIT) for the cost it expected. A walk down a tree from a few members is index
// lookups: the function plans its walk at each statement (EXECUTE, a millisecond), with neither merge nor hash
// joins nor JIT. SQLite's triggers are row triggers that read by index alone, and are left as they are.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export default function memberLineagePlannedPerInsert(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      // The walk of 0039, unchanged: down from the new members whose parent was there before (or who have none).
      await sql`create or replace function member_lineage_insert() returns trigger language plpgsql
        set enable_mergejoin = off set enable_hashjoin = off set jit = off as $$ begin
          execute $walk$
            insert into member_lineage (id, generation, outside_line)
            with recursive down(id, generation, outside_line, gender) as (
              select n.id, coalesce(l.generation + 1, 1), coalesce(l.outside_line or p.gender = 'female', false), n.gender
                from new_rows n left join members p on p.id = n.parent_id left join member_lineage l on l.id = n.parent_id
                where n.parent_id is null or not exists (select 1 from new_rows r where r.id = n.parent_id)
              union all
              select c.id, d.generation + 1, d.outside_line or d.gender = 'female', c.gender
                from down d join members c on c.parent_id = d.id where d.generation < 1000)
            select id, generation, outside_line from down
            on conflict (id) do update set generation = excluded.generation, outside_line = excluded.outside_line
          $walk$;
          return null;
        end $$`.execute(db);
    },
  };
}
