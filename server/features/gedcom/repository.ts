// Every SQL statement of the GEDCOM import: the identifiers other programs gave the people it brought, with the
// member each is; and the imports as recorded jobs.
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { inSlices } from '../../db/in-slices.ts';
import type { GedcomImportsTable } from './tables.ts';

/** An import's row, its numbers as numbers (PostgreSQL answers a bigint as text), with its starter's username. */
export interface ImportRow {
  id: number;
  running: boolean;
  status: GedcomImportsTable['status'];
  fileName: string;
  startedBy: string | null;
  startedAt: number;
  finishedAt: number | null;
  heartbeatAt: number;
  done: number;
  total: number;
  report: string | null;
  error: string | null;
}

/** What changes as an import goes on. */
export type ImportStep = Pick<Updateable<GedcomImportsTable>, 'status' | 'done' | 'total' | 'report' | 'error'> & {
  /** Set when it ends: the row no longer holds the one-at-a-time slot. */
  finishedAt?: number;
};

export class GedcomRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The members these identifiers were given to, by identifier. */
  async membersOf(uids: readonly string[]): Promise<Map<string, number>> {
    const rows = await inSlices(uids, (slice) =>
      this.db.selectFrom('gedcom_uids').select(['uid', 'member_id']).where('uid', 'in', slice).execute(),
    );
    return new Map(rows.map((row) => [row.uid, Number(row.member_id)]));
  }

  /** Keeps each identifier with its member; one already kept keeps its member. */
  async remember(pairs: ReadonlyArray<{ uid: string; memberId: number }>): Promise<void> {
    await inSlices(pairs, async (slice) => {
      await this.db
        .insertInto('gedcom_uids')
        .values(slice.map((p) => ({ uid: p.uid, member_id: p.memberId })))
        .onConflict((c) => c.column('uid').doNothing())
        .execute();
    });
  }

  /** Records an import that starts now; undefined when another one runs (it holds the slot). */
  async openImport(fileName: string, startedBy: number, now: number): Promise<number | undefined> {
    const row = await this.db
      .insertInto('gedcom_imports')
      .values({ running: 1, status: 'reading', file_name: fileName, started_by: startedBy, started_at: now, heartbeat_at: now })
      .onConflict((c) => c.column('running').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row && Number(row.id);
  }

  /** Writes how far an import is (and, with `finishedAt`, that it ended); the heartbeat is `now`. */
  async stepImport(id: number, step: ImportStep, now: number): Promise<void> {
    const { finishedAt, ...columns } = step;
    await this.db
      .updateTable('gedcom_imports')
      .set({ ...columns, heartbeat_at: now, ...(finishedAt !== undefined && { finished_at: finishedAt, running: null }) })
      .where('id', '=', id)
      .execute();
  }

  private selectImports() {
    return this.db
      .selectFrom('gedcom_imports as i')
      .leftJoin('users as u', 'u.id', 'i.started_by')
      .select([
        'i.id',
        'i.running',
        'i.status',
        'i.file_name',
        'u.username',
        'i.started_at',
        'i.finished_at',
        'i.heartbeat_at',
        'i.done',
        'i.total',
        'i.report',
        'i.error',
      ]);
  }

  /** The import recorded under this id. */
  async findImport(id: number): Promise<ImportRow | undefined> {
    const row = await this.selectImports().where('i.id', '=', id).executeTakeFirst();
    return row && importRow(row);
  }

  /** The import running now, if any, and the latest ones: newest first. */
  async recentImports(limit: number): Promise<ImportRow[]> {
    return (await this.selectImports().orderBy('i.id', 'desc').limit(limit).execute()).map(importRow);
  }
}

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

function importRow(row: {
  id: number;
  running: number | null;
  status: GedcomImportsTable['status'];
  file_name: string;
  username: string | null;
  started_at: number;
  finished_at: number | null;
  heartbeat_at: number;
  done: number;
  total: number;
  report: string | null;
  error: string | null;
}): ImportRow {
  return {
    id: Number(row.id),
    running: row.running !== null,
    status: row.status,
    fileName: row.file_name,
    startedBy: row.username,
    startedAt: Number(row.started_at),
    finishedAt: nullableNumber(row.finished_at),
    heartbeatAt: Number(row.heartbeat_at),
    done: Number(row.done),
    total: Number(row.total),
    report: row.report,
    error: row.error,
  };
}
