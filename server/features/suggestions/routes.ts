// Members' suggestions (schema/api/suggestions.json): a family member proposes, a moderator accepts (as
// proposed or edited) or rejects; nothing changes in the family's records until a moderator accepts.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { contract, withContracts } from '../../contracts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { familyServices } from '../family/services.ts';
import { SuggestionReview } from './suggestion-review.ts';

type Options = {
  config: Pick<Config, 'daughtersChildrenGenerations' | 'suggestionsPerDay' | 'openSuggestionsPerPerson' | 'publicUrl'>;
};

export default async function suggestionRoutes(instance: FastifyInstance, { config }: Options): Promise<void> {
  const app = withContracts(instance);
  // An accepted suggestion writes through the services of the directory's own calls, with their rules.
  const review = new SuggestionReview(instance, familyServices(instance, config), config);
  const tags = ['suggestions'];
  const byId = contract('params#/definitions/byId');
  const answer = { 200: contract('suggestions#/definitions/suggestion') };

  app.post(
    '/api/v1/suggestions',
    {
      onRequest: requireRole('BISH'),
      schema: {
        tags,
        description:
          'Proposes a change to a person’s record; it changes nothing until a moderator accepts it. 429 when the member’s daily budget is spent or too many of their suggestions about the person wait.',
        body: contract('suggestions#/definitions/newSuggestion'),
        response: { 201: contract('suggestions#/definitions/suggestion') },
      },
    },
    async (request, reply) => reply.code(201).send(await review.propose(request, request.body)),
  );

  app.get(
    '/api/v1/suggestions',
    {
      onRequest: requireRole('BISH'),
      schema: {
        tags,
        description: 'Newest first: every member’s suggestions for a moderator, a member’s own below that.',
        querystring: contract('suggestions#/definitions/suggestionsQuery'),
        response: { 200: contract('suggestions#/definitions/suggestionList') },
      },
    },
    async (request) => review.list(request, request.query),
  );

  // Before /:id, which would take "waiting" for an id.
  app.get(
    '/api/v1/suggestions/waiting',
    {
      onRequest: requireRole('MODERATOR'),
      schema: {
        tags,
        description: 'How many suggestions wait for a moderator.',
        response: { 200: contract('suggestions#/definitions/waitingCount') },
      },
    },
    async () => ({ count: await review.waiting() }),
  );

  app.get(
    '/api/v1/suggestions/:id',
    { onRequest: requireRole('BISH'), schema: { tags, params: byId, response: answer } },
    async (request) => review.one(request, Number(request.params.id)),
  );

  app.post(
    '/api/v1/suggestions/:id/accept',
    {
      onRequest: requireRole('MODERATOR'),
      schema: {
        tags,
        description:
          'Writes the change (or the moderator’s edit of it) as the record’s own calls would, and tells the member; 409 when it was decided already.',
        params: byId,
        body: contract('suggestions#/definitions/acceptBody'),
        response: answer,
      },
    },
    async (request) => review.accept(request, Number(request.params.id), request.body?.changes),
  );

  app.post(
    '/api/v1/suggestions/:id/reject',
    {
      onRequest: requireRole('MODERATOR'),
      schema: {
        tags,
        description: 'Turns the suggestion down with a reason, told to the member; 409 when it was decided already.',
        params: byId,
        body: contract('suggestions#/definitions/rejectBody'),
        response: answer,
      },
    },
    async (request) => review.reject(request, Number(request.params.id), request.body.reason),
  );
}
