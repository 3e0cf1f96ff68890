// The reminders' calls the profile makes (schema/api/reminders.json): the only place the public site spells their path.
import type { ReminderSettings } from '../../../../common/generated/api.ts';
import { httpClient } from '../../../providers/httpClient.ts';

export type { ReminderSettings };

const SETTINGS = '/api/v1/reminders/settings';

export const getReminderSettings = async (signal?: AbortSignal) => (await httpClient<ReminderSettings>(SETTINGS, { signal })).json;

export const setReminderSettings = async (settings: ReminderSettings) =>
  (await httpClient<ReminderSettings>(SETTINGS, { method: 'PUT', body: JSON.stringify(settings) })).json;
