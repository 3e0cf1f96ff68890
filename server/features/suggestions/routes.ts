// Members' suggestions (schema/api/suggestions.json): a family member proposes, a moderator accepts (as
// proposed or edited) or rejects; nothing changes in the family's records until a moderator accepts.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { contract, withContracts } from '../../contracts.ts';
import { readMultipart, type FormField } from '../../entities/request-body.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { suggestionServices } from './suggestion-kinds.ts';
import { SuggestionReview } from './suggestion-review.ts';

type Options = {
  config: Pick<Config, 'daughtersChildrenGenerations' | 'suggestionsPerDay' | 'openSuggestionsPerPerson' | 'publicUrl'>;
};

/** A suggestion's multipart fields: the record's id a number and `changes` its JSON (left as text, for validation to refuse, when not JSON). */
const suggestionField: FormField = (name, text) => {
  if (name === 'recordId' && /^[0-9]{1,9}$/.test(text)) return [name, Number(text)];
  if (name !== 'changes') return [name, text];
  try {
    return [name, JSON.parse(text) as unknown];
  } catch {
    return [name, text];
  }
};

export default async function suggestionRoutes(instance: FastifyInstance, { config }: Options): Promise<void> {
  const app = withContracts(instance);
  // An accepted suggestion writes through the services of the directory's own calls, with their rules.
  const review = new SuggestionReview(instance, suggestionServices(instance, config), config);
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
          'Proposes a change to a person’s record; it changes nothing until a moderator accepts it. 429 when the member’s daily budget is spent or too many of their suggestions about the person wait. A photo comes as multipart/form-data, the picture in the field `file`.',
        consumes: ['application/json', 'multipart/form-data'],
        body: contract('suggestions#/definitions/newSuggestion'),
        response: { 201: contract('suggestions#/definitions/suggestion') },
      },
      preValidation: async (request) => {
        request.uploadedFile = null;
        if (request.isMultipart()) await readMultipart(request, suggestionField);
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

  app.get(
    '/api/v1/suggestions/:id/photo',
    {
      schema: {
        tags,
        description: 'The picture of a photo suggestion, for its member and the moderators: a signed link or a sign-in.',
        params: byId,
        querystring: contract('entities#/definitions/downloadQuery'),
      },
    },
    async (request, reply) => review.sendPhoto(request, reply, Number(request.params.id), request.query),
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
