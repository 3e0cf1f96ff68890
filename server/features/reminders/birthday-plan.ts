// What the birthday reminders of a day hold: for each living member whose birthday is a week from that day or
// on it (the day known), and who has not hidden it, the accounts of their kin who chose to be told of it, each
// within the reach it chose (kinship.ts); each account's reminders together, the nearer birthday first.
import type { Kysely } from 'kysely';
import type { BirthdayReminder, ReminderPlan } from '../../../common/generated/api.ts';
import { directoryName } from '../../../common/model/personName.ts';
import type { Database, Dialect } from '../../db/database.ts';
import type { Repositories } from '../../entities/repositories.ts';
import { addDays, birthdaysOn } from '../calendar/calendar-days.ts';
import { CalendarRepository } from '../calendar/repository.ts';
import { TreeRepository } from '../tree/repository.ts';
import { kinDegrees, kinGraph, MAX_DEGREE } from './kinship.ts';
import { RemindersRepository } from './repository.ts';
import { wantsBirthday } from './settings.ts';

/** On the day, and a week before. */
export const DAYS_BEFORE: ReadonlyArray<BirthdayReminder['daysBefore']> = [0, 7];

export interface PlanSource {
  db: Kysely<Database>;
  dialect: Dialect;
  repositories: Repositories;
}

/** One recipient's reminders, with the account they go to. */
export type AccountPlan = ReminderPlan & { userId: number };

/** The reminders `date` (ISO) sends, per account, accounts in the order of their ids. */
export async function birthdayPlan({ db, dialect, repositories }: PlanSource, date: string): Promise<AccountPlan[]> {
  const calendar = new CalendarRepository(db, dialect, repositories.ofResource('family-activities'));
  const tree = new TreeRepository(db);
  const accounts = new RemindersRepository(db, dialect);
  const births = await Promise.all(
    DAYS_BEFORE.map(async (daysBefore) => {
      const on = addDays(date, daysBefore);
      return (await calendar.births(birthdaysOn(on))).map((birth) => ({ ...birth, on, daysBefore }));
    }),
  );
  const hidden = await accounts.hiddenBirthdays(births.flat().map((b) => b.id));
  const due = births.flat().filter((birth) => !hidden.has(birth.id));
  if (due.length === 0) return [];
  const graph = kinGraph(await tree.rows(), await tree.couples());
  const { records } = await repositories.members.list({ sort: { field: 'id', order: 'ASC' }, filter: { id: due.map((b) => b.id) } });
  const names = new Map(records.map((m) => [m.id, directoryName(m)]));
  const plans = new Map<number, AccountPlan>();
  for (const birth of due) {
    const reminder = { memberId: birth.id, name: names.get(birth.id) ?? birth.name, on: birth.on, daysBefore: birth.daysBefore };
    const kin = kinDegrees(graph, birth.id, MAX_DEGREE);
    for (const { settings, ...account } of await accounts.accountsOf([...kin.keys()])) {
      if (!wantsBirthday(settings, kin.get(account.memberId)!)) continue;
      const plan = plans.get(account.userId) ?? { ...account, birthdays: [] };
      plan.birthdays.push(reminder);
      plans.set(account.userId, plan);
    }
  }
  return [...plans.values()].sort((a, b) => a.userId - b.userId);
}
