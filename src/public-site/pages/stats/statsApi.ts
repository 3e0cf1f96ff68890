// The statistics page's one call: every figure computed by the server (GET /api/v1/stats).
import type { FamilyStats } from '../../../../common/generated/types.ts';
import { httpClient } from '../../../providers/httpClient.ts';

export async function getFamilyStats(signal: AbortSignal): Promise<FamilyStats> {
  return (await httpClient<FamilyStats>('/api/v1/stats', { signal })).json;
}
