// Many members and partners in a few statements (the demo seed, a GEDCOM import): members carry the ids
// they are given (parents before children), so that children can name their parents before the rows
// exist, and partners may be given theirs, so that children can name their mothers; the repository's insertMany writes their search chains, the database's trigger the tree version.
import { sql } from 'kysely';
import type { Member, Partner } from '../../../common/generated/types.ts';
import { setById } from '../../db/bulk-update.ts';
import type { Dialect } from '../../db/database.ts';
import type { Executor } from '../../entities/entity-repository.ts';
import type { Repositories } from '../../entities/repositories.ts';

const BATCH = 1000;

/** The id the next record of `table` given an explicit id gets. */
export async function nextId(trx: Executor, table: 'members' | 'partners'): Promise<number> {
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(last?.id ?? 0) + 1;
}

/** The id the next member given an explicit id gets. */
export const nextMemberId = (trx: Executor): Promise<number> => nextId(trx, 'members');

/**
 * Rows handed out a slice at a time: an array, or rows made only when their slice is written, so that a large
 * import never holds all its rows at once.
 */
export interface RowSlices<T> {
  readonly length: number;
  slice(from: number, to: number): T[];
}

/** The rows made from `items`, each slice's as it is asked for. */
export const madeInSlices = <T, U>(items: readonly T[], make: (item: T) => U): RowSlices<U> => ({
  length: items.length,
  slice: (from, to) => items.slice(from, to).map(make),
});

/** Links each child to its mother once her partner row exists (the members are written before the partners, who point at them). */
async function linkMothers(trx: Executor, children: ReadonlyMap<number, number[]>): Promise<void> {
  const mothers = [...children].flatMap(([motherId, ids]) => ids.map((id) => [id, motherId] as const));
  await setById(trx, 'members', 'mother_id', 'integer', mothers);
}

export async function insertFamilyBulk(
  target: { repositories: Repositories; dialect: Dialect },
  trx: Executor,
  members: RowSlices<Member & { id: number }>,
  partners: RowSlices<Partner & { id?: number }>,
  onProgress?: (done: number) => void,
): Promise<void> {
  const { repositories, dialect } = target;
  const partnerRepo = repositories.ofResource('family-partners');
  /** The children of each mother, by her partner row's id. */
  const children = new Map<number, number[]>();
  for (let i = 0; i < members.length; i += BATCH) {
    const batch = members.slice(i, i + BATCH);
    for (const m of batch) {
      if (typeof m.motherId !== 'number') continue;
      const hers = children.get(m.motherId);
      if (hers) hers.push(m.id);
      else children.set(m.motherId, [m.id]);
    }
    await repositories.members.insertMany(
      batch.map((m) => ({ ...m, motherId: null })),
      trx,
    );
    onProgress?.(Math.min(i + BATCH, members.length));
  }
  for (let i = 0; i < partners.length; i += BATCH) {
    await partnerRepo.insertMany(partners.slice(i, i + BATCH), trx);
    onProgress?.(members.length + Math.min(i + BATCH, partners.length));
  }
  // A child names its mother by the id her partner row was given.
  await linkMothers(trx, children);
  // Ids were given explicitly; the identity sequence must continue after them.
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`.execute(trx);
    await sql`select setval(pg_get_serial_sequence('partners', 'id'), (select max(id) from partners))`.execute(trx);
    // Without statistics until autovacuum comes by, the planner takes a bulk-loaded table for nearly empty
    // and picks plans that scan it whole (a member's first partner by walking every partner).
    await sql`analyze members, partners`.execute(trx);
  }
}
