// What the drawn family tree reads: the tree's version and the few member columns it shows.
import { sql } from 'kysely';
import type { Couple, TreeRow } from './compact-tree.ts';
import type { Executor } from '../../entities/entity-repository.ts';

/** Far more generations than any family has recorded: a loop written past the rules cannot run forever. */
const MAX_GENERATIONS = 1000;

type MemberRow = { id: number; name: string; gender: string; parent_id: number | null; birthdate: string | null; mother_id: number | null };

const toTreeRow = (r: MemberRow): TreeRow => ({
  id: r.id,
  name: r.name,
  gender: r.gender,
  parentId: r.parent_id,
  birthdate: r.birthdate,
  motherId: r.mother_id,
});

/** The member columns a drawn tree reads. */
const COLUMNS = ['id', 'name', 'gender', 'parent_id', 'birthdate', 'mother_id'] as const;

export class TreeRepository {
  constructor(private readonly db: Executor) {}

  async version(): Promise<number> {
    const row = await this.db.selectFrom('tree_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    return Number(row.version);
  }

  /** Every member in id order (children then come in the order they were added). */
  async rows(): Promise<TreeRow[]> {
    const rows = await this.db
      .selectFrom('members')
      .select([...COLUMNS])
      .orderBy('id')
      .execute();
    return rows.map(toTreeRow);
  }

  /** The marriages of two members (a partner who is a member too), in the order they were recorded, with the partner record's id. */
  async couples(): Promise<Couple[]> {
    const rows = await this.db
      .selectFrom('partners')
      .select(['id', 'member_id', 'partner_member_id'])
      .where('partner_member_id', 'is not', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => [Number(r.member_id), Number(r.partner_member_id), Number(r.id)]);
  }

  /** The members who have a profile picture, with its stored file key, in id order. */
  async pictures(): Promise<{ id: number; key: string }[]> {
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'user_profile_image_link'])
      .where('user_profile_image_link', 'is not', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), key: String(r.user_profile_image_link) }));
  }

  /**
   * The member and their ancestors up to `rootId`, the root first, in one query; undefined when the
   * member is not `rootId` or below it.
   */
  async lineFrom(rootId: number, memberId: number): Promise<TreeRow[] | undefined> {
    const { rows } = await sql<MemberRow>`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from members where id = ${memberId}
        union all
        select m.id, m.parent_id, up.depth + 1 from up join members m on m.id = up.parent_id
        where up.id <> ${rootId} and up.depth < ${MAX_GENERATIONS}
      )
      select m.id, m.name, m.gender, m.parent_id, m.birthdate, m.mother_id from up join members m on m.id = up.id order by up.depth desc`.execute(
      this.db,
    );
    return rows[0]?.id === rootId ? rows.map(toTreeRow) : undefined;
  }

  /** The member's id and the ids of the fathers above them, the first ancestor first; empty when there is no such member. */
  async lineIds(memberId: number): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from members where id = ${memberId}
        union all
        select m.id, m.parent_id, up.depth + 1 from up join members m on m.id = up.parent_id where up.depth < ${MAX_GENERATIONS}
      )
      select id from up order by depth desc`.execute(this.db);
    return rows.map((r) => Number(r.id));
  }

  /** The children of these members, in the order they were added. */
  async childrenOf(parentIds: readonly number[]): Promise<TreeRow[]> {
    if (parentIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('members')
      .select([...COLUMNS])
      .where('parent_id', 'in', parentIds)
      .orderBy('id')
      .execute();
    return rows.map(toTreeRow);
  }

  /** How many children each of these members has; a member without any is absent. */
  async childCounts(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('members')
      .select(['parent_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('parent_id', 'in', ids)
      .groupBy('parent_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.parent_id), Number(r.count)]));
  }
}
