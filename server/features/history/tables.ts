// The table of the history (migration 0015): one row per create, update or delete of a kept record.
import type { Generated } from 'kysely';

export type ChangeAction = 'create' | 'update' | 'delete';

export interface ChangesTable {
  id: Generated<number>;
  /** Milliseconds since the epoch (pg returns bigint as text). */
  at: number | string;
  actor_id: number | null;
  actor_name: string | null;
  resource: string;
  record_id: number;
  action: ChangeAction;
  /** The record's name when it changed (its recordRepresentation), to list changes without their records. */
  title: string;
  /** JSON of the snapshot's values before the change: the changed ones of an update, all of a delete. */
  before: string | null;
  /** JSON of the values after: the changed ones of an update, all of a create. */
  after: string | null;
  /** The member whose suggestion the change applied (migration 0025); the actor is the moderator who accepted it. */
  suggested_by_name: string | null;
  /** The change this one followed from: a partner deleted with their member. */
  cause_id: number | null;
  /** The change this one undid: a restore, a revert. */
  undoes_id: number | null;
}

export interface HistoryTables {
  changes: ChangesTable;
}
