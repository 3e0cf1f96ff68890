// "Add to my calendar": one activity as an iCalendar file (the feed's event, same UID), read with the
// session and the activity's own read role, like the activity itself.
import type { FastifyInstance } from 'fastify';
import type { ActivityRecord } from '../../../common/generated/types.ts';
import { contract, withContracts } from '../../contracts.ts';
import { notFound } from '../../http-error.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import type { EntityService } from '../../entities/entity-service.ts';
import { calendarName } from './calendar-name.ts';
import { icalActivity } from './ical-feed.ts';
import type { CalendarRepository } from './repository.ts';

export function registerActivityFileRoute(
  instance: FastifyInstance,
  activities: EntityService<ActivityRecord>,
  calendar: CalendarRepository,
): void {
  const app = withContracts(instance);
  const { endpoint, permissions, name } = activities.entity['x-resource'];
  app.get(
    `${endpoint}/:id.ics`,
    {
      schema: {
        tags: [name],
        summary: 'One activity as an iCalendar file, to add to a calendar app',
        params: contract('params#/definitions/byId'),
      },
      onRequest: requireRole(permissions.read!),
    },
    async (request, reply) => {
      // The generic call's 404 for an unknown id; then the activity as the feed writes it.
      const { id } = await activities.find(request.params.id);
      const activity = await calendar.feedActivity(id);
      if (!activity) throw notFound(`Activity ${id} not found`);
      const body = icalActivity({ name: calendarName(request), host: request.hostname, activity });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="activity-${activity.id}.ics"`)
        .send(body);
    },
  );
}
