// The family member's home page (schema/api/home.json): what is new since their previous visit, in one
// call that records this visit.
import type { FastifyInstance } from 'fastify';
import { dmyToIso } from '../../../common/model/dmyDate.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { isoOf } from '../calendar/calendar-days.ts';
import { HomeRepository } from './repository.ts';
import { WhatsNew } from './whats-new.ts';

/** A first visit is shown the last two weeks. */
const FIRST_VISIT_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A page opened again within this time of the last one is the same visit: it still shows what was new
 * when the visit began (a reload, a way back from a notice), not only what came in the minutes since.
 */
const VISIT_MS = 3 * 60 * 60 * 1000;

export default async function homeRoutes(instance: FastifyInstance): Promise<void> {
  const app = withContracts(instance);
  const visits = new HomeRepository(app.db, app.dialect);
  const whatsNew = new WhatsNew(app, visits);

  app.get(
    '/api/v1/home',
    {
      onRequest: requireRole('BISH'),
      schema: {
        tags: ['home'],
        description:
          'What is new since the caller’s previous visit (the last 14 days on a first one): notices, the week’s birthdays, the next activity, the newest photos, the people added or changed, the caller’s suggestions, and what waits for a moderator or an admin. Records this visit.',
        querystring: contract('home#/definitions/homeQuery'),
        response: { 200: contract('home#/definitions/familyHome') },
      },
    },
    async (request) => {
      const userId = request.currentUser!.id;
      const now = Date.now();
      const last = await visits.lastVisit(userId);
      const since = !last ? now - FIRST_VISIT_DAYS * DAY_MS : now - last.at < VISIT_MS ? last.since : last.at;
      const today = request.query.today ? dmyToIso(request.query.today) : isoOf(new Date(now));
      const answer = await whatsNew.since(request, userId, since, today);
      await visits.recordVisit(userId, now, since);
      return answer;
    },
  );
}
