// The activity calls the calendar pages make (spec section 7, and the calendar's own calls for the days
// on screen and what is coming): the only place the public site spells their paths.
import type { ActivityCount, Birthday, CalendarDays as Days, DeathAnniversary, FeedAddress } from '../../../../common/generated/api.ts';
import type { ActivityRecord } from '../../../../common/generated/types.ts';
import { httpClient } from '../../../providers/httpClient.ts';

const ACTIVITIES = '/api/v1/activities';
const CALENDAR = '/api/v1/calendar';

/** A family member's birthday or the anniversary of a death on a day of the calendar (schema/api/calendar.json). */
export type { Birthday, DeathAnniversary };

/** The days' activities as the reader's role receives them, each with every field it may see. */
export type CalendarDays = Omit<Days, 'activities'> & { activities: ActivityRecord[] };

const get = async <T>(url: string, signal?: AbortSignal): Promise<T> => (await httpClient<T>(url, { signal })).json;

export const getActivity = (id: string, signal?: AbortSignal) => get<ActivityRecord>(`${ACTIVITIES}/${id}`, signal);
/** The activities of one day, DD-MM-YYYY. */
export const getActivitiesOn = (dmy: string, signal?: AbortSignal) => get<ActivityRecord[]>(`${ACTIVITIES}/date/${dmy}`, signal);
/** Activities and birthdays from one day to another (DD-MM-YYYY, both included), and the death anniversaries when `deaths`. */
export const getDays = (from: string, to: string, deaths: boolean, signal?: AbortSignal) =>
  get<CalendarDays>(`${CALENDAR}/days?${new URLSearchParams({ from, to, deaths: deaths ? 'yes' : 'no' })}`, signal);
/** How many activities each day holds, from the first day of one year to the last of another. */
export const getActivityCounts = (from: number, to: number, signal?: AbortSignal) =>
  get<ActivityCount[]>(`${CALENDAR}/activity-counts?${new URLSearchParams({ from: String(from), to: String(to) })}`, signal);
/** The next activities from a day on, and the birthdays of the week that starts that day. */
export const getUpcoming = (from: string, signal?: AbortSignal) =>
  get<CalendarDays>(`${CALENDAR}/upcoming?${new URLSearchParams({ from })}`, signal);

/**
 * Saves the activity as a calendar file (GET /api/v1/activities/{id}.ics with the session): a phone
 * offers to add it to its calendar, a computer keeps it to open in one.
 */
export async function saveActivityFile(activity: Pick<ActivityRecord, 'id'>): Promise<void> {
  const { body } = await httpClient(`${ACTIVITIES}/${activity.id}.ics`, { headers: { Accept: 'text/calendar' } });
  const url = URL.createObjectURL(new Blob([body], { type: 'text/calendar' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `activity-${activity.id}.ics` });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over by then; a later revoke keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const createActivity = async (input: Record<string, string | number | null>) =>
  (await httpClient<ActivityRecord & { message?: string }>(ACTIVITIES, { method: 'POST', body: JSON.stringify(input) })).json;
export const deleteActivity = async (id: number) => void (await httpClient(`${ACTIVITIES}/${id}`, { method: 'DELETE' }));

const FEED = `${CALENDAR}/feed`;
/** The address of my personal calendar feed (made on first use). */
export const getFeedAddress = (signal?: AbortSignal) => get<FeedAddress>(FEED, signal);
/** A new address for my feed: the old one stops working. */
export const renewFeedAddress = async () => (await httpClient<FeedAddress>(FEED, { method: 'POST' })).json;
