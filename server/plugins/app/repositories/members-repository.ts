// Family members: the generic store plus the tree queries.
import { sql, type Kysely } from 'kysely';
import { entityByResource } from '../../../../src/model/entities.ts';
import type { MemberSummary, TreeNode } from '../../../../src/generated/types.ts';
import type { Dialect } from '../../../db/database.ts';
import { EntityRepository, type Executor } from './entity-repository.ts';

export class MembersRepository extends EntityRepository {
  constructor(db: Kysely<any>, dialect: Dialect) {
    super(db, entityByResource('family-members'), dialect, {
      computed: { partnerId: (t) => sql`(select min(p.id) from partners p where p.member_id = ${sql.ref(`${t}.id`)})` },
    });
  }

  /** The first member without a parent, with all descendants nested; one query whatever the family's size. */
  async tree(db: Executor = this.db): Promise<TreeNode | undefined> {
    // Nodes carry exactly the treeNode definition's properties, so nothing private reaches the tree.
    const node = this.codec.shape<TreeNode>('treeNode');
    const rows = await db
      .selectFrom('members')
      .select([...node.columns, 'parent_id'])
      .orderBy('id')
      .execute();
    const nodes = new Map<number, TreeNode & { children: TreeNode[] }>();
    for (const r of rows) nodes.set(Number(r.id), { ...node.decode(r), children: [] });
    let root: TreeNode | undefined;
    for (const r of rows) {
      const node = nodes.get(Number(r.id))!;
      if (r.parent_id === null) root ??= node;
      else nodes.get(Number(r.parent_id))?.children.push(node);
    }
    return root;
  }

  /** The members of the ids as other answers name them (the member a permission request matched), by id. */
  async summaries(ids: number[], db: Executor = this.db): Promise<Map<number, MemberSummary>> {
    if (ids.length === 0) return new Map();
    const summary = this.codec.shape<MemberSummary>('memberSummary');
    const rows = await db.selectFrom('members').select(summary.columns).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [Number(r.id), summary.decode(r)]));
  }

  /** Whether `memberId` is `startId` or one of its ancestors (making `startId` its parent would close a loop). */
  async lineageIncludes(startId: number, memberId: number, db: Executor = this.db): Promise<boolean> {
    let current: number | null = startId;
    const seen = new Set<number>();
    while (current !== null && !seen.has(current)) {
      if (current === memberId) return true;
      seen.add(current);
      const row: { parent_id: number | null } | undefined = await db
        .selectFrom('members')
        .select('parent_id')
        .where('id', '=', current)
        .executeTakeFirst();
      current = row?.parent_id == null ? null : Number(row.parent_id);
    }
    return false;
  }
}
