// The activities calendar: the activities through their generic calls and by day, the days on screen,
// what is coming, and each member's personal iCalendar feed.
import type { FastifyInstance } from 'fastify';
import { entityByResource } from '../../../common/model/entities.ts';
import { atLeast, type Role } from '../../../common/model/roles.ts';
import { registerEntity } from '../../entities/register.ts';
import { registerActivityFileRoute } from './activity-file-route.ts';
import { registerActivityRoutes } from './activity-routes.ts';
import { CalendarFeeds } from './feeds-repository.ts';
import { CalendarRepository } from './repository.ts';
import { registerDaysRoutes } from './days-routes.ts';
import { registerFeedRoutes } from './feed-routes.ts';

const higherRole = (a: Role, b: Role): Role => (atLeast(a, b) ? a : b);

export default async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const activities = registerEntity(app, 'family-activities');
  registerActivityRoutes(app, activities);
  const calendar = new CalendarRepository(app.db, app.dialect, app.repositories.ofResource('family-activities'));
  registerActivityFileRoute(app, activities, calendar);
  // The calendar holds activities and members' names and birthdays: its readers must be allowed to read both.
  const readers = higherRole(
    entityByResource('family-activities')['x-resource'].permissions.read!,
    entityByResource('family-members')['x-resource'].permissions.read!,
  );
  registerDaysRoutes(app, calendar, readers);
  registerFeedRoutes(app, calendar, new CalendarFeeds(app.db), readers);
}
