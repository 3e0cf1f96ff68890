// A family member's choice of reminders, and what holds until they choose: birthdays, anniversaries of deaths and
// newcomers among second cousins and closer, by mail (Geni's reach), their own birthday told to their kin, and the
// weekly digest.
import type { ReminderSettings } from '../../../common/generated/api.ts';
import { DEFAULT_DEGREE } from './kinship.ts';

export const DEFAULT_SETTINGS: Readonly<ReminderSettings> = {
  birthdays: true,
  anniversaries: true,
  newcomers: true,
  channel: 'mail',
  degree: DEFAULT_DEGREE,
  hideOwnBirthday: false,
  digest: true,
};

/** Whether an account with these choices is told of a birthday, an anniversary or a newcomer, of kin `degree` away from its member. */
export const wants = (settings: ReminderSettings, kind: 'birthdays' | 'anniversaries' | 'newcomers', degree: number): boolean =>
  settings[kind] && settings.channel !== 'none' && degree <= settings.degree;
