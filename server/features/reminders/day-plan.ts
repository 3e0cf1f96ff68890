// What the reminders of a day hold: for each living member whose birthday is a week from that day or on it (the
// day known), and who has not hidden it, and for each member whose death's anniversary is (the day known), the
// accounts of their kin who chose to be told of it, each within the reach it chose (kinship.ts); each account's
// reminders together, the nearer day first.
import type { Kysely } from 'kysely';
import type { AnniversaryReminder, BirthdayReminder, ReminderPlan } from '../../../common/generated/api.ts';
import { directoryName } from '../../../common/model/personName.ts';
import type { Database, Dialect } from '../../db/database.ts';
import type { Repositories } from '../../entities/repositories.ts';
import { addDays, birthdaysOn } from '../calendar/calendar-days.ts';
import { CalendarRepository } from '../calendar/repository.ts';
import { TreeRepository } from '../tree/repository.ts';
import { kinDegrees, kinGraph, MAX_DEGREE } from './kinship.ts';
import { RemindersRepository } from './repository.ts';
import { wants } from './settings.ts';

/** On the day, and a week before. */
export const DAYS_BEFORE: ReadonlyArray<BirthdayReminder['daysBefore']> = [0, 7];

export interface PlanSource {
  db: Kysely<Database>;
  dialect: Dialect;
  repositories: Repositories;
}

/** One recipient's reminders, with the account they go to. */
export type AccountPlan = ReminderPlan & { userId: number };

type Occasion =
  | { kind: 'birthdays'; memberId: number; reminder: BirthdayReminder }
  | { kind: 'anniversaries'; memberId: number; reminder: AnniversaryReminder };

/** The birthdays and the anniversaries of deaths `date` tells of, a week ahead and on the day. */
async function occasions({ db, dialect, repositories }: PlanSource, date: string): Promise<Occasion[]> {
  const calendar = new CalendarRepository(db, dialect, repositories.ofResource('family-activities'));
  const days = DAYS_BEFORE.map((daysBefore) => ({ daysBefore, on: addDays(date, daysBefore) }));
  const found = await Promise.all(
    days.map(async ({ daysBefore, on }) => [
      ...(await calendar.births(birthdaysOn(on))).map((b) => ({ kind: 'birthdays' as const, id: b.id, name: b.name, on, daysBefore })),
      ...(await calendar.deaths(birthdaysOn(on))).map((d) => ({
        kind: 'anniversaries' as const,
        id: d.id,
        name: d.name,
        on,
        daysBefore,
        year: d.year,
      })),
    ]),
  );
  const all = found.flat();
  if (all.length === 0) return [];
  const hidden = await new RemindersRepository(db, dialect).hiddenBirthdays(all.filter((o) => o.kind === 'birthdays').map((o) => o.id));
  const { records } = await repositories.members.list({ sort: { field: 'id', order: 'ASC' }, filter: { id: all.map((o) => o.id) } });
  const names = new Map(records.map((m) => [m.id, directoryName(m)]));
  return all
    .filter((o) => o.kind !== 'birthdays' || !hidden.has(o.id))
    .map(({ id, name, ...o }) => {
      const shown = { memberId: id, name: names.get(id) ?? name, on: o.on, daysBefore: o.daysBefore };
      return o.kind === 'birthdays'
        ? { kind: o.kind, memberId: id, reminder: shown }
        : { kind: o.kind, memberId: id, reminder: { ...shown, year: o.year } };
    });
}

/** The reminders `date` (ISO) sends, per account, accounts in the order of their ids. */
export async function dayPlan(source: PlanSource, date: string): Promise<AccountPlan[]> {
  const due = await occasions(source, date);
  if (due.length === 0) return [];
  const tree = new TreeRepository(source.db);
  const accounts = new RemindersRepository(source.db, source.dialect);
  const graph = kinGraph(await tree.rows(), await tree.couples());
  const plans = new Map<number, AccountPlan>();
  for (const occasion of due) {
    const kin = kinDegrees(graph, occasion.memberId, MAX_DEGREE);
    for (const { settings, ...account } of await accounts.accountsOf([...kin.keys()])) {
      if (!wants(settings, occasion.kind, kin.get(account.memberId)!)) continue;
      const plan = plans.get(account.userId) ?? { ...account, birthdays: [], anniversaries: [] };
      if (occasion.kind === 'birthdays') plan.birthdays.push(occasion.reminder);
      else plan.anniversaries.push(occasion.reminder);
      plans.set(account.userId, plan);
    }
  }
  return [...plans.values()].sort((a, b) => a.userId - b.userId);
}
