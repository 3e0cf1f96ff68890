// The personal calendar feed: a signed-in member reads (and renews) the secret address; a calendar app
// reads the address with no session. The feed answers only while its owner may still read activities
// and members: a disabled account or one that lost family permission gets 404, like an unknown token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { atLeast, deriveRole, type Role } from '../../../common/model/roles.ts';
import { contract, withContracts } from '../../contracts.ts';
import { notFound } from '../../http-error.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import type { CalendarFeeds } from './feeds-repository.ts';
import type { CalendarRepository } from './repository.ts';
import { createFeedCache } from './feed-cache.ts';
import { calendarName } from './calendar-name.ts';
import { icalFeed } from './ical-feed.ts';

export const FEED_PATH = '/api/v1/calendar/feed';

const addressResponse = contract('calendar#/definitions/feedAddress');

export function registerFeedRoutes(instance: FastifyInstance, calendar: CalendarRepository, feeds: CalendarFeeds, readers: Role): void {
  const app = withContracts(instance);
  const tags = ['family-activities'];
  const cache = createFeedCache();
  const address = (request: FastifyRequest, token: string) => `${request.protocol}://${request.host}${FEED_PATH}/${token}.ics`;

  app.get(
    FEED_PATH,
    { schema: { tags, summary: 'The address of my calendar feed', response: { 200: addressResponse } }, onRequest: requireRole(readers) },
    async (request) => ({ url: address(request, await feeds.tokenOf(request.currentUser!.id)) }),
  );

  app.post(
    FEED_PATH,
    {
      schema: { tags, summary: 'A new address for my calendar feed; the old one stops working', response: { 200: addressResponse } },
      onRequest: requireRole(readers),
    },
    async (request) => ({ url: address(request, await feeds.renew(request.currentUser!.id)) }),
  );

  app.get(
    `${FEED_PATH}/:token.ics`,
    {
      schema: {
        tags,
        summary: 'The family calendar as iCalendar, for a calendar app (the token is the credential)',
        params: contract('calendar#/definitions/feedParams'),
      },
    },
    async (request, reply) => {
      const userId = await feeds.userOf(request.params.token);
      const owner = userId === undefined ? undefined : await app.repositories.users.tokenState(userId);
      if (!owner || !owner.allowed || !atLeast(deriveRole(owner.roles), readers)) throw notFound('No calendar at this address');
      const [activities, membersVersion] = await Promise.all([calendar.allActivities(), calendar.membersVersion()]);
      const name = calendarName(request);
      const host = request.hostname;
      // The day too: a member born 110 years ago today leaves the living, and their birthday the feed.
      const etag = cache.etagOf([name, host, membersVersion, activities, new Date().toISOString().slice(0, 10)]);
      // A calendar app asks again every few hours: no-cache makes it revalidate, and an unchanged feed costs a 304.
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
      const body = await cache.body(etag, async () => icalFeed({ name, host, activities, births: await calendar.births() }));
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
}
