// The tables of the reminders (migrations 0029 to 0032): each account's choices, the queued reminder mails, one
// per account and day, and the queued weekly digests, one per account and week. Times are milliseconds since the epoch; pg returns bigint as text.
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
  /** Migration 0031: the anniversaries of deaths on the Hijri day too, off unless chosen. */
  hijri_anniversaries: Generated<StoredBoolean>;
  /** Migration 0030: the weekly digest, on unless chosen otherwise. */
  digest: Generated<StoredBoolean>;
  /** Migration 0032: new notices by notification, on unless chosen otherwise. */
  notices: Generated<StoredBoolean>;
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

export interface DigestMailsTable extends Omit<QueuedMailColumns, 'attempts'> {
  id: Generated<number>;
  user_id: number;
  /** The day the digest is sent for, YYYY-MM-DD: one digest per account and week. */
  day: string;
  /** What the digest tells, as JSON (WeekDigest). */
  digest: string;
  attempts: Generated<number>;
}

export interface RemindersTables {
  reminder_settings: ReminderSettingsTable;
  reminder_mails: ReminderMailsTable;
  digest_mails: DigestMailsTable;
}
