// What the reminders of a day hold: for each living member whose birthday is a week from that day or on it (the
// day known), and who has not hidden it, for each member whose death's anniversary is (the day known; on the
// Gregorian day, and on the Hijri day for those who chose it), and for each
// member recorded in the tree the day before, the accounts of their kin who chose to be told of it, each within
// the reach it chose (kinship.ts); each account's reminders together.
import type { Kysely } from 'kysely';
import type { AnniversaryReminder, BirthdayReminder, NewcomerReminder, ReminderPlan } from '../../../common/generated/api.ts';
import { directoryName } from '../../../common/model/personName.ts';
import type { Database, Dialect } from '../../db/database.ts';
import type { Repositories } from '../../entities/repositories.ts';
import { addDays, asUtc, birthdaysOn, DAY_MS } from '../calendar/calendar-days.ts';
import { CalendarRepository } from '../calendar/repository.ts';
import { TreeRepository } from '../tree/repository.ts';
import { kinDegrees, kinGraph, MAX_DEGREE } from './kinship.ts';
import { RemindersRepository } from './repository.ts';
import { hijriAnniversariesOn, hijriOf } from './hijri.ts';
import { wants, type ReminderKind } from './settings.ts';

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
  | { kind: 'anniversaries'; memberId: number; reminder: AnniversaryReminder }
  | { kind: 'newcomers'; memberId: number; reminder: NewcomerReminder };

/** A birthday or an anniversary of a death falling on a day, or a week after it. */
type Dated =
  | { kind: 'birthdays'; id: number; on: string; daysBefore: BirthdayReminder['daysBefore'] }
  | { kind: 'anniversaries'; id: number; on: string; daysBefore: BirthdayReminder['daysBefore']; year: number; calendar?: 'hijri' };

/** The most members recorded in a day that are told one by one; beyond it, only the babies. */
export const NEWCOMERS_TOLD = 10;

/**
 * What `date` tells of: the birthdays and the anniversaries of deaths a week ahead and on the day, and the members
 * recorded in the tree the day before (a baby when born within the year before).
 */
async function occasions({ db, dialect, repositories }: PlanSource, date: string): Promise<Occasion[]> {
  const calendar = new CalendarRepository(db, dialect, repositories.ofResource('family-activities'));
  const reminders = new RemindersRepository(db, dialect);
  const days = DAYS_BEFORE.map((daysBefore) => ({ daysBefore, on: addDays(date, daysBefore) }));
  const dated: Dated[] = (
    await Promise.all(
      days.map(async ({ daysBefore, on }): Promise<Dated[]> => [
        ...(await calendar.births(birthdaysOn(on))).map((b) => ({ kind: 'birthdays' as const, id: b.id, on, daysBefore })),
        ...(await calendar.deaths(birthdaysOn(on))).map((d) => ({
          kind: 'anniversaries' as const,
          id: d.id,
          on,
          daysBefore,
          year: d.year,
        })),
      ]),
    )
  ).flat();
  dated.push(...hijriDated(await calendar.deathDays(), days));
  const hidden = await reminders.hiddenBirthdays(dated.filter((o) => o.kind === 'birthdays').map((o) => o.id));
  const told = dated.filter((o) => o.kind !== 'birthdays' || !hidden.has(o.id));
  const yearAgo = addDays(date, -365);
  const newcomers = (await reminders.recordedBetween(asUtc(date).getTime() - DAY_MS, asUtc(date).getTime())).map((m) => ({
    kind: 'newcomers' as const,
    id: m.id,
    baby: m.bornFrom !== null && m.bornFrom >= yearAgo,
  }));
  // A day that recorded a whole branch (a GEDCOM import, a moderator's evening of typing) is no news to mail
  // name by name: only its babies are told; the family's home page lists the rest.
  const recorded = newcomers.length > NEWCOMERS_TOLD ? newcomers.filter((n) => n.baby) : newcomers;
  const ids = [...told, ...recorded].map((o) => o.id);
  if (ids.length === 0) return [];
  const { records } = await repositories.members.list({ sort: { field: 'id', order: 'ASC' }, filter: { id: ids } });
  const names = new Map(records.map((m) => [m.id, directoryName(m)]));
  const named = (id: number) => ({ memberId: id, name: names.get(id) ?? '' });
  return [
    ...told.map((o): Occasion => {
      const reminder = { ...named(o.id), on: o.on, daysBefore: o.daysBefore };
      return o.kind === 'birthdays'
        ? { kind: o.kind, memberId: o.id, reminder }
        : { kind: o.kind, memberId: o.id, reminder: { ...reminder, year: o.year, ...(o.calendar && { calendar: o.calendar }) } };
    }),
    ...recorded.map((o): Occasion => ({ kind: o.kind, memberId: o.id, reminder: { ...named(o.id), baby: o.baby } })),
  ];
}

/**
 * The anniversaries by the Hijri calendar of the deaths `deaths` on `days`: each death whose Hijri month and day
 * the day has, from its first anniversary on, with the year of the death in that calendar.
 */
function hijriDated(
  deaths: ReadonlyArray<{ id: number; day: string }>,
  days: ReadonlyArray<{ daysBefore: BirthdayReminder['daysBefore']; on: string }>,
): Dated[] {
  const byMonthDay = new Map<string, Array<{ id: number; year: number }>>();
  for (const { id, day } of deaths) {
    const { year, month, day: d } = hijriOf(day);
    byMonthDay.set(`${month}-${d}`, [...(byMonthDay.get(`${month}-${d}`) ?? []), { id, year }]);
  }
  return days.flatMap(({ daysBefore, on }) => {
    const thisYear = hijriOf(on).year;
    return hijriAnniversariesOn(on).flatMap(({ month, day }) =>
      (byMonthDay.get(`${month}-${day}`) ?? [])
        .filter((death) => death.year < thisYear)
        .map((death) => ({ kind: 'anniversaries' as const, id: death.id, on, daysBefore, year: death.year, calendar: 'hijri' as const })),
    );
  });
}

/** What a recipient chooses to be told of this occasion by: a Hijri anniversary is a choice of its own. */
const kindOf = (occasion: Occasion): ReminderKind =>
  occasion.kind === 'anniversaries' && occasion.reminder.calendar === 'hijri' ? 'hijriAnniversaries' : occasion.kind;

/** Adds the occasion to the list of its kind in the recipient's plan. */
function add(plan: AccountPlan, occasion: Occasion): void {
  switch (occasion.kind) {
    case 'birthdays':
      plan.birthdays.push(occasion.reminder);
      break;
    case 'anniversaries':
      plan.anniversaries.push(occasion.reminder);
      break;
    case 'newcomers':
      plan.newcomers.push(occasion.reminder);
  }
}

/** The reminders `date` (ISO) sends, per account, accounts in the order of their ids. */
export async function dayPlan(source: PlanSource, date: string): Promise<AccountPlan[]> {
  const due = await occasions(source, date);
  if (due.length === 0) return [];
  const tree = new TreeRepository(source.db);
  const accounts = new RemindersRepository(source.db, source.dialect);
  const graph = kinGraph(await tree.rows(), await tree.couples());
  const linked = await accounts.linkedAccounts();
  const plans = new Map<number, AccountPlan>();
  for (const occasion of due) {
    const kin = kinDegrees(graph, occasion.memberId, MAX_DEGREE);
    for (const { settings, ...account } of linked) {
      const degree = kin.get(account.memberId);
      if (degree === undefined || !wants(settings, kindOf(occasion), degree)) continue;
      const plan = plans.get(account.userId) ?? { ...account, birthdays: [], anniversaries: [], newcomers: [] };
      add(plan, occasion);
      plans.set(account.userId, plan);
    }
  }
  return [...plans.values()].sort((a, b) => a.userId - b.userId);
}
