// The admin's calls of the reminders and the weekly digest (server/features/reminders/routes.ts).
import type { ReminderRun } from '../../../common/generated/api.ts';
import { httpClient } from '../../providers/httpClient.ts';

export type { ReminderRun };

export const listReminderRuns = async (): Promise<ReminderRun[]> => (await httpClient<ReminderRun[]>('/api/v1/reminders/runs')).json;

export const listDigestRuns = async (): Promise<ReminderRun[]> => (await httpClient<ReminderRun[]>('/api/v1/reminders/digest/runs')).json;
