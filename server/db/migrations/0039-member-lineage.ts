// Each member's place in the family line, kept beside the members instead of walked up to the root for every
// record read: the generation (1 for a member without a parent) and whether a woman of the family is among the
// ancestors (the member is outside the family's line, features/family/daughters-line.ts). A directory page of 25
// deep members walked up 25 lines twice, most of PostgreSQL's time for it (bench/directory.ts). The database's
// triggers keep the table in the transaction of every write of a member (routes, seed, import, undo, restore,
// another instance): a member inserted, moved to another parent, given another gender, or deleted, and every
// descendant of a member whose place changed. The table references nothing, so that a restore writes the
// archive's rows into it last, over what the triggers wrote meanwhile (backups/repository.ts).
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

/** Far more generations than any family has recorded: a loop written past the writes' checks stops here. */
const MAX_GENERATIONS = 1000;

/** Every member's lineage, walked down from the members without a parent: the backfill, and PostgreSQL's inserts' shape. */
const walkDown = (roots: string) =>
  sql.raw(`with recursive down(id, generation, outside_line, gender) as (
      ${roots}
      union all
      select c.id, d.generation + 1, d.outside_line or d.gender = 'female', c.gender
        from down d join members c on c.parent_id = d.id where d.generation < ${MAX_GENERATIONS})`);

export default function memberLineage(dialect: Dialect): Migration {
  return {
    // A migration runs against the tables as they were then, not the current Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('member_lineage')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('generation', 'integer', (c) => c.notNull())
        .addColumn('outside_line', 'boolean', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('member_lineage_generation').on('member_lineage').column('generation').execute();
      const falsy = dialect === 'postgres' ? 'false' : '0';
      await sql`insert into member_lineage (id, generation, outside_line)
        ${walkDown(`select id, 1, ${falsy}, gender from members where parent_id is null`)}
        select id, generation, outside_line from down`.execute(db);
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
  };
}

/** A member's generation and line from its parent `p` and the parent's lineage `l` (both null for a root). */
const FROM_PARENT = "coalesce(l.generation + 1, 1), coalesce(l.outside_line or p.gender = 'female', false)";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  // Once per statement: a bulk insert of a family walks down once from the members whose parent was there
  // before (or who have none), through the new members and any member written before its parent.
  await sql`create function member_lineage_insert() returns trigger language plpgsql as $$ begin
      insert into member_lineage (id, generation, outside_line)
      ${walkDown(`select n.id, ${FROM_PARENT}, n.gender
          from new_rows n left join members p on p.id = n.parent_id left join member_lineage l on l.id = n.parent_id
          where n.parent_id is null or not exists (select 1 from new_rows r where r.id = n.parent_id)`)}
      select id, generation, outside_line from down
      on conflict (id) do update set generation = excluded.generation, outside_line = excluded.outside_line;
      return null;
    end $$`.execute(db);
  await sql`create trigger member_lineage_insert after insert on members referencing new table as new_rows
      for each statement execute function member_lineage_insert()`.execute(db);
  // A member moved or given another gender: the member and every descendant, in one walk.
  await sql`create function member_lineage_move() returns trigger language plpgsql as $$ begin
      ${walkDown(`select new.id, ${FROM_PARENT}, new.gender
          from (select 1) one left join members p on p.id = new.parent_id left join member_lineage l on l.id = new.parent_id`)}
      update member_lineage l set generation = d.generation, outside_line = d.outside_line from down d
        where l.id = d.id and (l.generation, l.outside_line) is distinct from (d.generation, d.outside_line);
      return null;
    end $$`.execute(db);
  await sql`create trigger member_lineage_move after update of parent_id, gender on members for each row
      when (old.parent_id is distinct from new.parent_id or old.gender is distinct from new.gender)
      execute function member_lineage_move()`.execute(db);
  await sql`create function member_lineage_delete() returns trigger language plpgsql as $$ begin
      if tg_op = 'DELETE' then delete from member_lineage where id in (select id from old_rows);
      else delete from member_lineage;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger member_lineage_delete after delete on members referencing old table as old_rows
      for each statement execute function member_lineage_delete()`.execute(db);
  await sql`create trigger member_lineage_truncate after truncate on members
      for each statement execute function member_lineage_delete()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  // SQLite has row triggers only, and no WITH inside one. Every write of a member's row of member_lineage hands
  // its place on to the children's rows that differ, whose own writes hand it on (recursive_triggers, set on
  // every connection: db/database.ts).
  const fromParent = (member: string) =>
    sql.raw(`generation = coalesce((select l.generation + 1 from member_lineage l where l.id = ${member}.parent_id), 1),
      outside_line = coalesce((select l.outside_line or p.gender = 'female' from members p join member_lineage l on l.id = p.id
        where p.id = ${member}.parent_id), 0)`);
  await sql`create trigger member_lineage_insert after insert on members begin
      insert into member_lineage (id, generation, outside_line) values (new.id, 1, 0);
      update member_lineage set ${fromParent('new')} where id = new.id;
    end`.execute(db);
  await sql`create trigger member_lineage_move after update of parent_id, gender on members
      when old.parent_id is not new.parent_id or old.gender is not new.gender
    begin
      update member_lineage set ${fromParent('new')} where id = new.id;
    end`.execute(db);
  const childOutside = sql.raw(`(new.outside_line or (select gender from members where id = new.id) = 'female')`);
  await sql`create trigger member_lineage_down after update on member_lineage when new.generation < ${sql.lit(MAX_GENERATIONS)} begin
      update member_lineage set generation = new.generation + 1, outside_line = ${childOutside}
        where id in (select id from members where parent_id = new.id)
          and (generation is not new.generation + 1 or outside_line is not ${childOutside});
    end`.execute(db);
  await sql`create trigger member_lineage_delete after delete on members begin
      delete from member_lineage where id = old.id;
    end`.execute(db);
}
