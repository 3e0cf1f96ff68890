// Every SQL statement of the reminders: the accounts of the family's members who may read of their kin (family
// members, BISH and up, whose account is active), each with the member it belongs to, its language and its
// choices; the choices themselves; and the queued reminder mails, one per account and day.
import type { Kysely } from 'kysely';
import type { ReminderSettings } from '../../../common/generated/api.ts';
import type { Language } from '../../../common/model/languages.ts';
import type { Database, Dialect } from '../../db/database.ts';
import { decodeValue, encodeValue } from '../../db/codec.ts';
import { familyAccountIds } from '../accounts/repository.ts';
import type { DayReminders } from './reminder-mail.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

export interface KinAccount {
  userId: number;
  username: string;
  email: string;
  language: Language;
  memberId: number;
  settings: ReminderSettings;
}

/** One account's reminders of a day, to be mailed. */
export interface DayMail extends DayReminders {
  userId: number;
}

type SettingsRow = {
  birthdays: unknown;
  anniversaries: unknown;
  hijri_anniversaries: unknown;
  newcomers: unknown;
  channel: ReminderSettings['channel'] | null;
  degree: number | null;
  hide_own_birthday: unknown;
  digest: unknown;
  notices: unknown;
};

/** The stored choices, or the defaults where the account has none (a left join's nulls). */
function settingsOf(row: SettingsRow): ReminderSettings {
  if (row.channel === null) return { ...DEFAULT_SETTINGS };
  return {
    birthdays: decodeValue('boolean', row.birthdays) as boolean,
    anniversaries: decodeValue('boolean', row.anniversaries) as boolean,
    hijriAnniversaries: decodeValue('boolean', row.hijri_anniversaries) as boolean,
    newcomers: decodeValue('boolean', row.newcomers) as boolean,
    channel: row.channel,
    degree: Number(row.degree),
    hideOwnBirthday: decodeValue('boolean', row.hide_own_birthday) as boolean,
    digest: decodeValue('boolean', row.digest) as boolean,
    notices: decodeValue('boolean', row.notices) as boolean,
  };
}

export class RemindersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  private withSettings() {
    return this.db
      .selectFrom('users as u')
      .leftJoin('reminder_settings as s', 's.user_id', 'u.id')
      .select([
        'u.id',
        'u.username',
        'u.email',
        'u.language',
        'u.member_id',
        's.birthdays',
        's.anniversaries',
        's.hijri_anniversaries',
        's.newcomers',
        's.channel',
        's.degree',
        's.hide_own_birthday',
        's.digest',
        's.notices',
      ]);
  }

  /**
   * The active family accounts linked to a member, in the order of their ids. A family has far fewer accounts
   * than members: a day's reminders match them against each occasion's kin (tens of thousands of members in
   * a large family, more than a statement's parameters) in memory.
   */
  async linkedAccounts(): Promise<KinAccount[]> {
    const rows = await this.withSettings()
      .where('u.member_id', 'is not', null)
      .where('u.id', 'in', familyAccountIds(this.db))
      .orderBy('u.id')
      .execute();
    return rows.map((r) => ({
      userId: Number(r.id),
      username: r.username,
      email: r.email,
      language: (r.language ?? 'ar') as Language,
      memberId: Number(r.member_id),
      settings: settingsOf(r),
    }));
  }

  /**
   * The members recorded in the tree between `from` and `to` (milliseconds since the epoch) and still in it, with
   * the first day their birth can be (null: unknown), by the history's record of their creation.
   */
  async recordedBetween(from: number, to: number): Promise<Array<{ id: number; name: string; bornFrom: string | null }>> {
    const rows = await this.db
      .selectFrom('changes as c')
      .innerJoin('members as m', 'm.id', 'c.record_id')
      .select(['m.id', 'm.name', 'm.birthdate_earliest'])
      .where('c.resource', '=', 'family-members')
      .where('c.action', '=', 'create')
      .where('c.at', '>=', from)
      .where('c.at', '<', to)
      .orderBy('m.id')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, bornFrom: r.birthdate_earliest }));
  }

  /** Those of these members whose own account asked that nobody be reminded of their birthday. */
  async hiddenBirthdays(memberIds: readonly number[]): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('users as u')
      .innerJoin('reminder_settings as s', 's.user_id', 'u.id')
      .select('u.member_id')
      .where('u.member_id', 'in', [...memberIds])
      .where('s.hide_own_birthday', '=', encodeValue('boolean', true, this.dialect) as boolean)
      .execute();
    return new Set(rows.map((r) => Number(r.member_id)));
  }

  async settings(userId: number): Promise<ReminderSettings> {
    const row = await this.withSettings().where('u.id', '=', userId).executeTakeFirst();
    return row ? settingsOf(row) : { ...DEFAULT_SETTINGS };
  }

  async saveSettings(userId: number, settings: ReminderSettings): Promise<void> {
    const flag = (on: boolean) => encodeValue('boolean', on, this.dialect) as boolean;
    const values = {
      birthdays: flag(settings.birthdays),
      anniversaries: flag(settings.anniversaries),
      hijri_anniversaries: flag(settings.hijriAnniversaries),
      newcomers: flag(settings.newcomers),
      channel: settings.channel,
      degree: settings.degree,
      hide_own_birthday: flag(settings.hideOwnBirthday),
      digest: flag(settings.digest),
      notices: flag(settings.notices),
    };
    await this.db
      .insertInto('reminder_settings')
      .values({ user_id: userId, ...values })
      .onConflict((c) => c.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** The active family accounts that take the weekly digest, in the order of their ids. */
  async digestReaders(): Promise<Array<Omit<KinAccount, 'memberId' | 'settings'>>> {
    const rows = await this.withSettings()
      .where('u.id', 'in', familyAccountIds(this.db))
      .where((eb) => eb.or([eb('s.digest', 'is', null), eb('s.digest', '=', encodeValue('boolean', true, this.dialect) as boolean)]))
      .orderBy('u.id')
      .execute();
    return rows.map((r) => ({ userId: Number(r.id), username: r.username, email: r.email, language: (r.language ?? 'ar') as Language }));
  }

  /** Stops the weekly digest of the account (its mail's unsubscribe link), keeping its other choices. */
  async stopDigest(userId: number): Promise<void> {
    await this.saveSettings(userId, { ...(await this.settings(userId)), digest: false });
  }

  /** Stops every reminder of the account (a mail's unsubscribe link), keeping its other choices. */
  async stopMails(userId: number): Promise<void> {
    await this.saveSettings(userId, { ...(await this.settings(userId)), channel: 'none' });
  }

  /** Queues each account's mail of `day`, due at `now`; an account that already has the day's mail keeps it alone. */
  async enqueue(day: string, mails: readonly DayMail[], now: number): Promise<void> {
    if (mails.length === 0) return;
    await this.db
      .insertInto('reminder_mails')
      .values(
        mails.map((m) => ({
          user_id: m.userId,
          day,
          reminders: JSON.stringify({
            birthdays: m.birthdays,
            anniversaries: m.anniversaries,
            newcomers: m.newcomers,
          } satisfies DayReminders),
          state: 'pending',
          next_attempt_at: now,
        })),
      )
      .onConflict((c) => c.columns(['user_id', 'day']).doNothing())
      .execute();
  }

  /** The queued mails `ids` with their reader: address, language, and whether they still want reminders by mail. */
  async mails(ids: readonly number[]) {
    const rows = await this.withSettings()
      .innerJoin('reminder_mails as m', 'm.user_id', 'u.id')
      .select(['m.id as mailId', 'm.day', 'm.reminders', 'u.name'])
      .where('m.id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({
      id: Number(r.mailId),
      userId: Number(r.id),
      day: r.day,
      reminders: JSON.parse(r.reminders) as DayReminders,
      reader: { email: r.email, name: r.name, username: r.username, language: (r.language ?? 'ar') as Language },
      settings: settingsOf(r),
    }));
  }
}
