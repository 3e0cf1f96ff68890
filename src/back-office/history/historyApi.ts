// The history calls (server/features/history/routes.ts): recent changes, one change with its undo plan, the undo.
import { httpClient } from '../../providers/httpClient.ts';

export interface ChangedField {
  name: string;
  before?: unknown;
  after?: unknown;
}

export interface Change {
  id: number;
  at: string;
  actor: string | null;
  resource: string;
  recordId: number;
  action: 'create' | 'update' | 'delete';
  title: string;
  fields: ChangedField[];
  causeId: number | null;
  undoesId: number | null;
  undoneBy: number | null;
  followers: number;
}

export type UndoBlock =
  { reason: 'undone' | 'exists' | 'gone' | 'unchanged' | 'ancestor' } | { reason: 'needs'; resource: string; id: number };

export interface UndoPlan {
  kind: 'restore' | 'revert';
  fields: ChangedField[];
  with: Array<{ resource: string; title: string }>;
  blocked?: UndoBlock;
  /** A deleted record the ADMIN may forget for good. */
  erasable: boolean;
}

export interface ChangeDetail {
  change: Change;
  followers: Change[];
  /** What undoing it would do; null for a change that cannot be undone, or for a reader who may not. */
  undo: UndoPlan | null;
}

export interface ChangeFilter {
  resource?: string;
  recordId?: number;
}

const CHANGES = '/api/v1/changes';

export async function listChanges(filter: ChangeFilter, before?: number): Promise<{ changes: Change[]; next: number | null }> {
  const query = new URLSearchParams();
  if (filter.resource) query.set('resource', filter.resource);
  if (filter.recordId !== undefined) query.set('recordId', String(filter.recordId));
  if (before !== undefined) query.set('before', String(before));
  return (await httpClient<{ changes: Change[]; next: number | null }>(`${CHANGES}?${query}`)).json;
}

export const getChange = async (id: number): Promise<ChangeDetail> => (await httpClient<ChangeDetail>(`${CHANGES}/${id}`)).json;

export const undoChange = async (id: number): Promise<Change> =>
  (await httpClient<{ change: Change }>(`${CHANGES}/${id}/undo`, { method: 'POST' })).json.change;

export async function eraseChange(id: number): Promise<void> {
  await httpClient(`${CHANGES}/${id}/erase`, { method: 'POST' });
}
