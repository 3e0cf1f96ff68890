// What the birthday reminders of a day would hold: for each living member whose birthday is a week from that
// day or on it (the day known), the accounts of their kin within the reminders' reach (kinship.ts); each
// account's reminders together, the nearer birthday first.
import type { Kysely } from 'kysely';
import type { BirthdayReminder, ReminderPlan } from '../../../common/generated/api.ts';
import { directoryName } from '../../../common/model/personName.ts';
import type { Database, Dialect } from '../../db/database.ts';
import type { Repositories } from '../../entities/repositories.ts';
import { addDays, birthdaysOn } from '../calendar/calendar-days.ts';
import { CalendarRepository } from '../calendar/repository.ts';
import { TreeRepository } from '../tree/repository.ts';
import { kinGraph, kinWithin } from './kinship.ts';
import { RemindersRepository } from './repository.ts';

/** On the day, and a week before. */
export const DAYS_BEFORE: ReadonlyArray<BirthdayReminder['daysBefore']> = [0, 7];

export interface PlanSource {
  db: Kysely<Database>;
  dialect: Dialect;
  repositories: Repositories;
}

/** The reminders `date` (ISO) would send, per account, accounts in the order of their ids; `degree` the reach (kinship.ts). */
export async function birthdayPlan({ db, dialect, repositories }: PlanSource, date: string, degree: number): Promise<ReminderPlan[]> {
  const calendar = new CalendarRepository(db, dialect, repositories.ofResource('family-activities'));
  const tree = new TreeRepository(db);
  const accounts = new RemindersRepository(db);
  const births = await Promise.all(
    DAYS_BEFORE.map(async (daysBefore) => {
      const on = addDays(date, daysBefore);
      return (await calendar.births(birthdaysOn(on))).map((birth) => ({ ...birth, on, daysBefore }));
    }),
  );
  const due = births.flat();
  if (due.length === 0) return [];
  const graph = kinGraph(await tree.rows(), await tree.couples());
  const { records } = await repositories.members.list({ sort: { field: 'id', order: 'ASC' }, filter: { id: due.map((b) => b.id) } });
  const names = new Map(records.map((m) => [m.id, directoryName(m)]));
  const plans = new Map<number, ReminderPlan>();
  for (const birth of due) {
    const reminder = { memberId: birth.id, name: names.get(birth.id) ?? birth.name, on: birth.on, daysBefore: birth.daysBefore };
    for (const { userId, ...account } of await accounts.accountsOf([...kinWithin(graph, birth.id, degree)])) {
      const plan = plans.get(userId) ?? { ...account, birthdays: [] };
      plan.birthdays.push(reminder);
      plans.set(userId, plan);
    }
  }
  return [...plans.entries()].sort(([a], [b]) => a - b).map(([, plan]) => plan);
}
