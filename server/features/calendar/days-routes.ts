// The calendar page's calls: the activities and birthdays of the days on screen (to mark them; the
// anniversaries of deaths too, when the reader shows them), and
// what is coming (the next activities and the week's birthdays). One call each, role-checked like the
// activities and the members they come from.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Activity } from '../../../common/generated/types.ts';
import { entityByResource } from '../../../common/model/entities.ts';
import { dmyToIso, isoToDmy } from '../../../common/model/dmyDate.ts';
import { badRequest } from '../../http-error.ts';
import type { Role } from '../../../common/model/roles.ts';
import { contract, withContracts } from '../../contracts.ts';
import { readingAs } from '../../plugins/app/authentication.ts';
import { presenter } from '../../entities/present.ts';
import { birthdaysOn, daysBetween, eachDay, addDays } from './calendar-days.ts';
import type { Birth, CalendarRepository } from './repository.ts';

/** A month view shows six weeks at most; a longer span is not a screen's worth. */
export const MAX_SPAN_DAYS = 62;
/** A century view shows ten decades and the years around them. */
export const MAX_SPAN_YEARS = 120;
const UPCOMING_ACTIVITIES = 10;
const BIRTHDAY_WEEK = 7;

/**
 * Each yearly day of the span (a birthday, the anniversary of a death) on the day it falls that year: the
 * record without its MM-DD, with date as DD-MM-YYYY.
 */
export function fallingBetween<T extends Birth>(
  records: readonly T[],
  from: string,
  to: string,
): Array<Omit<T, 'monthDay'> & { date: string }> {
  const byMonthDay = new Map<string, T[]>();
  for (const r of records) byMonthDay.set(r.monthDay, [...(byMonthDay.get(r.monthDay) ?? []), r]);
  return [...eachDay(from, to)].flatMap((day) =>
    birthdaysOn(day).flatMap((monthDay) =>
      (byMonthDay.get(monthDay) ?? []).map(({ monthDay: _, ...r }) => ({ ...r, date: isoToDmy(day) })),
    ),
  );
}

export const monthDaysBetween = (from: string, to: string): string[] => [...new Set([...eachDay(from, to)].flatMap(birthdaysOn))];

export function registerDaysRoutes(instance: FastifyInstance, calendar: CalendarRepository, lowest: Role): void {
  const app = withContracts(instance);
  const activities = entityByResource('family-activities');
  const present = presenter(app, activities);
  const reading = readingAs(lowest);
  const tags = [activities['x-resource'].name];
  const presentAll = (records: Awaited<ReturnType<CalendarRepository['activitiesFrom']>>, request: FastifyRequest) =>
    // The presenter keeps an activity's wire shape (less what the role may not see).
    records.map((r) => present(r, request) as unknown as Activity);

  app.get(
    '/api/v1/calendar/days',
    {
      schema: {
        tags,
        summary:
          'The activities and birthdays from one day to another (both included, at most 62 days), and the death anniversaries when asked for',
        querystring: contract('calendar#/definitions/daysQuery'),
        response: { 200: contract('calendar#/definitions/days') },
      },
      ...reading,
    },
    async (request) => {
      const from = dmyToIso(request.query.from);
      const to = dmyToIso(request.query.to);
      const span = daysBetween(from, to);
      if (span < 1 || span > MAX_SPAN_DAYS) throw badRequest(`from must come before to, at most ${MAX_SPAN_DAYS} days apart`);
      const monthDays = monthDaysBetween(from, to);
      const [records, births, deaths] = await Promise.all([
        calendar.activitiesBetween(from, to),
        calendar.births(monthDays),
        request.query.deaths === 'yes' ? calendar.deaths(monthDays) : undefined,
      ]);
      const days = { activities: presentAll(records, request), births: fallingBetween(births, from, to) };
      return deaths ? { ...days, deaths: fallingBetween(deaths, from, to) } : days;
    },
  );

  app.get(
    '/api/v1/calendar/upcoming',
    {
      schema: {
        tags,
        summary: `The next ${UPCOMING_ACTIVITIES} activities from a day on, and the birthdays of the week that starts that day`,
        querystring: contract('calendar#/definitions/upcomingQuery'),
        response: { 200: contract('calendar#/definitions/days') },
      },
      ...reading,
    },
    async (request) => {
      const from = dmyToIso(request.query.from);
      const to = addDays(from, BIRTHDAY_WEEK - 1);
      const [records, births] = await Promise.all([
        calendar.activitiesFrom(from, UPCOMING_ACTIVITIES),
        calendar.births(monthDaysBetween(from, to)),
      ]);
      return { activities: presentAll(records, request), births: fallingBetween(births, from, to) };
    },
  );

  // The year, decade and century views mark the months, years and decades that hold activities (births,
  // in every month of a large family, would mark them all): counts per day over whole years.
  app.get(
    '/api/v1/calendar/activity-counts',
    {
      schema: {
        tags,
        summary: `How many activities each day holds, from the first day of one year to the last of another (at most ${MAX_SPAN_YEARS} years)`,
        querystring: contract('calendar#/definitions/countsQuery'),
        response: { 200: contract('calendar#/definitions/activityCounts') },
      },
      ...reading,
    },
    async (request) => {
      const [from, to] = [Number(request.query.from), Number(request.query.to)];
      if (from < 1 || to < from || to - from >= MAX_SPAN_YEARS)
        throw badRequest(`from must be a year before to, at most ${MAX_SPAN_YEARS} years apart`);
      const iso = (y: number, monthDay: string) => `${String(y).padStart(4, '0')}-${monthDay}`;
      const counts = await calendar.activityCountsBetween(iso(from, '01-01'), iso(to, '12-31'));
      return counts.map(({ date, activities }) => ({ date: isoToDmy(date), activities }));
    },
  );
}
