// Family members: the generic store plus the tree queries.
import { sql, type SqlBool } from 'kysely';
import type { Ancestor, MemberRecord, MemberSummary, TreeNode } from '../../../common/generated/types.ts';
import { entityByResource } from '../../../common/model/entities.ts';
import type { Database, Dialect } from '../../db/database.ts';
import { EntityRepository, type Executor } from '../../entities/entity-repository.ts';

/** The shapes' columns come from the schema at run time; Kysely's dynamic references say which table they are of. */
type MemberColumn = keyof Database['members'] & string;

/** Far more generations than any family has recorded. */
const MAX_GENERATIONS = 1000;

/** A member born longer ago than this, with no death recorded, is probably no longer alive. */
const PROBABLY_DECEASED_AFTER_YEARS = 110;

/** The day PROBABLY_DECEASED_AFTER_YEARS ago, as each database writes it: read when the query runs, so a kept statement stays true. */
const longAgo = (dialect: Dialect) =>
  dialect === 'postgres'
    ? sql.raw(`current_date - interval '${PROBABLY_DECEASED_AFTER_YEARS} years'`)
    : sql.raw(`date('now', '-${PROBABLY_DECEASED_AFTER_YEARS} years')`);

/**
 * A member's lifeStatus (schema/member.json) from the columns of `table`: a recorded death, or the
 * moderators' "not alive", outweighs the birth date. A birth is long ago only when its latest day is ("about
 * 1910" may be 1912; "after 1900" may be yesterday). The statistics count the living by it too.
 */
export const lifeStatusOf = (table: string, dialect: Dialect) =>
  sql<
    'living' | 'deceased' | 'probablyDeceased'
  >`(case when ${sql.ref(`${table}.death_date`)} is not null or not ${sql.ref(`${table}.is_alive`)} then 'deceased'
    when ${sql.ref(`${table}.birthdate_latest`)} < ${longAgo(dialect)} then 'probablyDeceased' else 'living' end)`;

export class MembersRepository extends EntityRepository<MemberRecord> {
  constructor(db: Executor, dialect: Dialect) {
    super(db, entityByResource('family-members'), dialect, {
      computed: {
        // Her marriage recorded on her husband's side counts too: one person, two roles (partner-member.ts).
        // Two index reads joined, not one read with `or`: PostgreSQL answers an `or` with a bitmap of both
        // indexes, which cost a page of 25 a tenth of its time (bench/directory.ts); SQLite reads both alike.
        partnerId: (t) =>
          sql`(select min(u.id) from (select p.id from partners p where p.member_id = ${sql.ref(`${t}.id`)}
                union all select p.id from partners p where p.partner_member_id = ${sql.ref(`${t}.id`)}) u)`,
        // The father's father from the tree; when the parent is the root, the father name written on the parent.
        grandfatherName: (t) =>
          sql`(select coalesce(g.name, p.father_name) from members p left join members g on g.id = p.parent_id where p.id = ${sql.ref(`${t}.parent_id`)})`,
        lifeStatus: (t) => lifeStatusOf(t, dialect),
        // The member's place in the line, kept by the database's triggers (migration 0039): one index read.
        generation: (t) => sql`(select l.generation from member_lineage l where l.id = ${sql.ref(`${t}.id`)})`,
        // Under a woman of the family somewhere above: a daughter's child or their descendant (features/family/daughters-line.ts).
        outsideLine: (t) => sql`exists (select 1 from member_lineage l where l.id = ${sql.ref(`${t}.id`)} and l.outside_line)`,
      },
      computedFilters: {
        generation: (values) => sql<SqlBool>`t.id in (select id from member_lineage where generation in (${sql.join(values)}))`,
      },
      // The directory's deep pages by id or by name: the tree's version moves with every member added, removed
      // or renamed (migration 0005).
      keptOrder: { fields: ['id', 'name'], version: sql`(select version from tree_version where id = 1)` },
      // A member's name is the grandfather in its grandchildren's chains, its father name in its children's
      // when it is the root, and a move changes the grandfather of its children.
      chainDependents: async (id, db) =>
        (
          await db
            .selectFrom('members as c')
            .leftJoin('members as p', 'p.id', 'c.parent_id')
            .select('c.id')
            .where((eb) => eb.or([eb('c.parent_id', '=', id), eb('p.parent_id', '=', id)]))
            .execute()
        ).map((r) => Number(r.id)),
    });
  }

  /** The first member without a parent, with all descendants nested; one query whatever the family's size. */
  async tree(db: Executor = this.db): Promise<TreeNode | undefined> {
    // Nodes carry exactly the treeNode definition's properties, so nothing private reaches the tree.
    const node = this.codec.shape<TreeNode>('treeNode');
    const rows = await db
      .selectFrom('members')
      .select([...node.columns.map((c) => db.dynamic.ref<MemberColumn>(c)), 'parent_id'])
      .orderBy('id')
      .execute();
    const placed = rows.map((r) => {
      const built: TreeNode & { children: TreeNode[] } = { ...node.decode(r), children: [] };
      return { node: built, parentId: r.parent_id };
    });
    const byId = new Map(placed.map(({ node }) => [node.id, node]));
    let root: TreeNode | undefined;
    for (const { node, parentId } of placed)
      if (parentId == null) root ??= node;
      else byId.get(parentId)?.children.push(node);
    return root;
  }

  /** The members of the ids as other answers name them (the member a permission request matched), by id. */
  async summaries(ids: number[], db: Executor = this.db): Promise<Map<number, MemberSummary>> {
    if (ids.length === 0) return new Map();
    const summary = this.codec.shape<MemberSummary>('memberSummary');
    const rows = await db
      .selectFrom('members')
      .select(summary.columns.map((c) => db.dynamic.ref<MemberColumn>(c)))
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [Number(r.id), summary.decode(r)]));
  }

  /**
   * The member's parent, the parent's parent and so on up to the root, nearest first, in one query. Writes
   * refuse a loop in the tree; the depth bound keeps even a loop written past them from running forever.
   */
  async lineage(id: number, db: Executor = this.db): Promise<Ancestor[]> {
    const ancestor = this.codec.shape<Ancestor>('ancestor');
    const { rows } = await sql<Record<string, unknown>>`
      with recursive up(id, parent_id, depth) as (
        select p.id, p.parent_id, 1 from members m join members p on p.id = m.parent_id where m.id = ${id}
        union all
        select p.id, p.parent_id, up.depth + 1 from up join members p on p.id = up.parent_id where up.depth < ${MAX_GENERATIONS}
      )
      select ${sql.join(ancestor.columns.map((c) => sql.ref(`m.${c}`)))} from up join members m on m.id = up.id order by up.depth`.execute(
      db,
    );
    return rows.map((r) => ancestor.decode(r));
  }

  /**
   * The places written on the members (birth, death, burial) that start with `typed`, or have a word that
   * does, most written first: what a form offers as a place is typed, so the family writes each one alike.
   */
  async places(typed: string, limit: number, db: Executor = this.db): Promise<string[]> {
    const written = db
      .selectFrom('members')
      .select('birth_place as place')
      .unionAll(db.selectFrom('members').select('death_place as place'))
      .unionAll(db.selectFrom('members').select('burial_place as place'));
    const pattern = typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await db
      .selectFrom(written.as('w'))
      .select(['w.place', (eb) => eb.fn.countAll<number>().as('uses')])
      .where('w.place', 'is not', null)
      .where((eb) =>
        eb.or([
          sql<SqlBool>`lower(w.place) like ${`${pattern}%`} escape '\\'`,
          sql<SqlBool>`lower(w.place) like ${`% ${pattern}%`} escape '\\'`,
        ]),
      )
      .groupBy('w.place')
      .orderBy('uses', 'desc')
      .orderBy('w.place')
      .limit(limit)
      .execute();
    return rows.map((r) => r.place!);
  }

  /** How many generations are recorded below the member: 0 without children, 1 with children only, and so on. */
  async generationsBelow(id: number, db: Executor = this.db): Promise<number> {
    const { rows } = await sql<{ height: number | null }>`
      with recursive down(id, depth) as (
        select id, 1 from members where parent_id = ${id}
        union all
        select m.id, down.depth + 1 from down join members m on m.parent_id = down.id where down.depth < ${MAX_GENERATIONS}
      )
      select max(depth) as height from down`.execute(db);
    return Number(rows[0]?.height ?? 0);
  }

  /** Whether `memberId` is `startId` or one of its ancestors (making `startId` its parent would close a loop). */
  async lineageIncludes(startId: number, memberId: number, db: Executor = this.db): Promise<boolean> {
    let current: number | null = startId;
    const seen = new Set<number>();
    while (current !== null && !seen.has(current)) {
      if (current === memberId) return true;
      seen.add(current);
      const row = await db.selectFrom('members').select('parent_id').where('id', '=', current).executeTakeFirst();
      current = row?.parent_id ?? null;
    }
    return false;
  }
}
