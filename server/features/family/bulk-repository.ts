// Many members and partners in a few statements (the demo seed, a GEDCOM import): members carry the ids they
// are given (parents before children) and the ids of their mothers' partner rows, partners theirs, and the
// references are checked when the transaction ends; the repository's insertMany writes the search chains with
// the rows, the database's triggers the lineage and the tree version.
import { sql } from 'kysely';
import type { Member, Partner } from '../../../common/generated/types.ts';
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

/**
 * Defers the transaction's checks of references to its end: the members are written with their mothers' partner
 * rows, which are written after them and point at them in turn (migration 0041).
 */
async function checkReferencesAtCommit(trx: Executor, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`set constraints all deferred`.execute(trx);
  else await sql`pragma defer_foreign_keys = on`.execute(trx);
}

/** What a member's grandchildren read of it, and its children when it is the root, for their search chains. */
interface Kin {
  name: string;
  fatherName: string | null;
  parentId: number | null;
}

/**
 * A member's grandfather as the members repository reads it from the tree (its computed grandfatherName: the
 * parent's parent's name, or the father name written on a parent who is the root), when the members written
 * so far say it; undefined when the parent or the grandparent is a member that was here before.
 */
function grandfatherFrom(kin: ReadonlyMap<number, Kin>, parentId: number | null | undefined): { grandfatherName?: string | null } {
  if (parentId == null) return { grandfatherName: null };
  const parent = kin.get(parentId);
  if (!parent) return {};
  if (parent.parentId === null) return { grandfatherName: parent.fatherName };
  const grandparent = kin.get(parent.parentId);
  return grandparent ? { grandfatherName: grandparent.name } : {};
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
  await checkReferencesAtCommit(trx, dialect);
  /** The members written so far (parents come before their children): each chain is written with its row. */
  const kin = new Map<number, Kin>();
  for (let i = 0; i < members.length; i += BATCH) {
    const batch = members.slice(i, i + BATCH);
    for (const m of batch) kin.set(m.id, { name: m.name, fatherName: m.fatherName ?? null, parentId: m.parentId ?? null });
    await repositories.members.insertMany(
      batch.map((m) => ({ ...m, ...grandfatherFrom(kin, m.parentId) })),
      trx,
    );
    onProgress?.(Math.min(i + BATCH, members.length));
  }
  for (let i = 0; i < partners.length; i += BATCH) {
    await partnerRepo.insertMany(partners.slice(i, i + BATCH), trx);
    onProgress?.(members.length + Math.min(i + BATCH, partners.length));
  }
  // Ids were given explicitly; the identity sequence must continue after them.
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`.execute(trx);
    await sql`select setval(pg_get_serial_sequence('partners', 'id'), (select max(id) from partners))`.execute(trx);
    // Without statistics until autovacuum comes by, the planner takes a bulk-loaded table for nearly empty
    // and picks plans that scan it whole (a member's first partner by walking every partner).
    await sql`analyze members, partners`.execute(trx);
  }
}
