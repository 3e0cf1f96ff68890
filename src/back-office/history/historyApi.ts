// The history calls (server/features/history/routes.ts): recent changes, one change with its undo plan, the undo.
// Their answers are the contracts of schema/api/history.json, typed by `npm run gen`.
import type { Change, ChangeDetail, ChangeList, UndoAnswer } from '../../../common/generated/api.ts';
import { httpClient } from '../../providers/httpClient.ts';

export type { Change, ChangeDetail, ChangedField, UndoBlock, UndoPlan } from '../../../common/generated/api.ts';

export interface ChangeFilter {
  resource?: string;
  recordId?: number;
}

const CHANGES = '/api/v1/changes';

export async function listChanges(filter: ChangeFilter, before?: number): Promise<ChangeList> {
  const query = new URLSearchParams();
  if (filter.resource) query.set('resource', filter.resource);
  if (filter.recordId !== undefined) query.set('recordId', String(filter.recordId));
  if (before !== undefined) query.set('before', String(before));
  return (await httpClient<ChangeList>(`${CHANGES}?${query}`)).json;
}

export const getChange = async (id: number): Promise<ChangeDetail> => (await httpClient<ChangeDetail>(`${CHANGES}/${id}`)).json;

export const undoChange = async (id: number): Promise<Change> =>
  (await httpClient<UndoAnswer>(`${CHANGES}/${id}/undo`, { method: 'POST' })).json.change;

export async function eraseChange(id: number): Promise<void> {
  await httpClient(`${CHANGES}/${id}/erase`, { method: 'POST' });
}
