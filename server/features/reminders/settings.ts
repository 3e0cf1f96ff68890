// A family member's choice of reminders, and what holds until they choose: birthdays, anniversaries of deaths and
// newcomers among second cousins and closer, by mail (Geni's reach), their own birthday told to their kin, and the
// weekly digest, and new notices on the devices that allowed notifications.
import type { ReminderSettings } from '../../../common/generated/api.ts';
import { DEFAULT_DEGREE } from './kinship.ts';

export const DEFAULT_SETTINGS: Readonly<ReminderSettings> = {
  birthdays: true,
  anniversaries: true,
  hijriAnniversaries: false,
  newcomers: true,
  channel: 'mail',
  degree: DEFAULT_DEGREE,
  hideOwnBirthday: false,
  digest: true,
  notices: true,
};

/** What a reminder tells of: a birthday, an anniversary of a death (on the Gregorian or the Hijri day), a newcomer. */
export type ReminderKind = 'birthdays' | 'anniversaries' | 'hijriAnniversaries' | 'newcomers';

/** Whether an account with these choices is told of a reminder of `kind`, of kin `degree` away from its member. */
export const wants = (settings: ReminderSettings, kind: ReminderKind, degree: number): boolean =>
  (kind === 'hijriAnniversaries' ? settings.anniversaries && settings.hijriAnniversaries : settings[kind]) &&
  settings.channel !== 'none' &&
  degree <= settings.degree;
