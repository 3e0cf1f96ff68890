// What the drawn family tree reads: the tree's version and the few member columns it shows.
import type { TreeRow } from '../../../tree/compact-tree.ts';
import type { Executor } from './entity-repository.ts';

export class TreeRepository {
  constructor(private readonly db: Executor) {}

  async version(): Promise<number> {
    const row = await this.db.selectFrom('tree_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    return Number(row.version);
  }

  /** Every member in id order (children then come in the order they were added). */
  async rows(): Promise<TreeRow[]> {
    const rows = await this.db.selectFrom('members').select(['id', 'name', 'gender', 'parent_id', 'birthdate']).orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, name: r.name, gender: r.gender, parentId: r.parent_id, birthdate: r.birthdate }));
  }
}
