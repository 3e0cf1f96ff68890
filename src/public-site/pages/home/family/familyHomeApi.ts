// The family member's home call (server/features/home): what is new since their last visit, in one answer.
import type { FamilyHome } from '../../../../../common/generated/api.ts';
import { httpClient } from '../../../../providers/httpClient.ts';
import { toDmy } from '../../activities/calendarDates.ts';

/**
 * What is new, asked from the reader's own day, not the server's: the week's birthdays and the next activity
 * begin at it. Asked again (a reload, back from a notice) within the visit, it answers the same news.
 */
export const familyHome = async (): Promise<FamilyHome> =>
  (await httpClient<FamilyHome>(`/api/v1/home?${new URLSearchParams({ today: toDmy(new Date()) })}`)).json;
