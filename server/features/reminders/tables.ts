// The tables of the reminders (migration 0029): each account's choices, and the queued mails, one per
// account and day. Times are milliseconds since the epoch; pg returns bigint as text.
import type { Generated } from 'kysely';
import type { StoredBoolean } from '../../../common/generated/database.ts';
import type { ReminderSettings } from '../../../common/generated/api.ts';
import type { QueuedMailColumns } from '../../plugins/app/mail-queue-repository.ts';

/** An account's choices; an account without a row has the defaults (settings.ts). */
export interface ReminderSettingsTable {
  user_id: number;
  birthdays: StoredBoolean;
  anniversaries: StoredBoolean;
  newcomers: StoredBoolean;
  channel: ReminderSettings['channel'];
  degree: number;
  hide_own_birthday: StoredBoolean;
}

export interface ReminderMailsTable extends Omit<QueuedMailColumns, 'attempts'> {
  id: Generated<number>;
  user_id: number;
  /** The day the reminders are for, YYYY-MM-DD: one mail per account and day. */
  day: string;
  /** What the mail tells, as JSON: the day's plan's `birthdays` and `anniversaries` (reminder-mail.ts DayReminders). */
  reminders: string;
  attempts: Generated<number>;
}

export interface RemindersTables {
  reminder_settings: ReminderSettingsTable;
  reminder_mails: ReminderMailsTable;
}
