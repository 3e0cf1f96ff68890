// The reminders' calls (schema/api/reminders.json): for an admin, who would be told of whose birthday on a
// day, as the dry run prints it. The accounts' e-mail addresses are in it: an admin's, as the accounts are.
import type { FastifyInstance } from 'fastify';
import { contract, withContracts } from '../../contracts.ts';
import { badRequest } from '../../http-error.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { isCalendarDay, isoOf } from '../calendar/calendar-days.ts';
import { birthdayPlan } from './birthday-plan.ts';
import { DEFAULT_DEGREE } from './kinship.ts';

export default async function reminderRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  app.get(
    '/api/v1/reminders/preview',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['reminders'],
        description:
          'Who of each member’s kin would be reminded of their birthday on the day (a week before, and on it), and of whose; nothing is sent.',
        querystring: contract('reminders#/definitions/previewQuery'),
        response: { 200: contract('reminders#/definitions/reminderPreview') },
      },
    },
    async (request) => {
      const date = request.query.date ?? isoOf(new Date());
      // The pattern lets through a day no calendar has (2026-02-30).
      if (!isCalendarDay(date)) throw badRequest(`querystring/date ${date} is not a day of the calendar`);
      const degree = request.query.degree === undefined ? DEFAULT_DEGREE : Number(request.query.degree);
      return birthdayPlan({ db: app.db, dialect: app.dialect, repositories: app.repositories }, date, degree);
    },
  );
}
