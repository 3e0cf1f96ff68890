// The activities calendar beyond the generic activity calls: the days on screen, what is coming, and
// each member's personal iCalendar feed.
import type { FastifyInstance } from 'fastify';
import { CalendarRepository } from './calendar-repository.ts';
import { registerDaysRoutes } from './days-routes.ts';

export default async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const calendar = new CalendarRepository(app.db, app.dialect, app.repositories.ofResource('family-activities'));
  registerDaysRoutes(app, calendar);
}
