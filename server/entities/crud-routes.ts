// The generic calls of an entity at its x-resource.endpoint: list, get, create, update, delete, each
// registered only when x-resource.permissions names a role for it.
import type { FastifyInstance } from 'fastify';
import { contract, withContracts } from '../contracts.ts';
import { fileField, keyOf } from '../../common/model/entities.ts';
import { atLeast, seesPrivate } from '../../common/model/roles.ts';
import { readingAs, requireRole, roleOf } from '../plugins/app/authentication.ts';
import { parseListQuery } from './list-query.ts';
import type { EntityService } from './entity-service.ts';
import { prepareBody, writableInput } from './request-body.ts';
import { bodySchema, keyParams, listResponse, messageResponse, ref } from './schemas.ts';

export function registerCrud(instance: FastifyInstance, service: EntityService): void {
  const app = withContracts(instance);
  const { entity, repo, present } = service;
  const { endpoint, permissions, name } = entity['x-resource'];
  const key = keyOf(entity);
  const tags = [name];
  const byKey = `${endpoint}/:${key}`;
  const keyOfRequest = (params: unknown): string => (params as Record<string, string>)[key];

  if (permissions.read) {
    app.get(
      endpoint,
      {
        schema: { tags, querystring: contract('entities#/definitions/listQuery'), response: { 200: listResponse(entity) } },
        ...readingAs(permissions.read),
      },
      async (request, reply) => {
        const raw = request.query;
        const paged = raw.sort !== undefined || raw.range !== undefined || raw.filter !== undefined;
        const query = parseListQuery(entity, raw, seesPrivate(roleOf(request)));
        const { records, total } = await repo.list(query);
        if (paged) {
          const first = query.range?.[0] ?? 0;
          const span = records.length === 0 ? '*' : `${first}-${first + records.length - 1}`;
          reply.header('Content-Range', `${name} ${span}/${total}`).header('Access-Control-Expose-Headers', 'Content-Range');
        }
        return records.map((r) => present(r, request));
      },
    );
    app.get(
      byKey,
      { schema: { tags, params: keyParams(entity), response: { 200: ref(entity) } }, ...readingAs(permissions.read) },
      async (request) => present(await service.find(keyOfRequest(request.params)), request),
    );
  }

  const creator = permissions.create;
  if (creator) {
    // Who may propose a record a moderator then accepts (a member's photo), below the role that writes one.
    const proposer = entity['x-resource'].propose;
    app.post(
      endpoint,
      {
        schema: {
          tags,
          body: bodySchema(entity, false),
          // The body schema applies to the multipart fields as well; the image goes in the field `file`.
          ...(fileField(entity) ? { consumes: ['application/json', 'multipart/form-data'] } : {}),
          response: {
            201: messageResponse(entity),
            ...(proposer ? { 202: contract('suggestions#/definitions/suggestion') } : {}),
          },
        },
        onRequest: requireRole(proposer ?? creator),
        preValidation: prepareBody(entity, fileField(entity) !== undefined),
      },
      async (request, reply) => {
        const input = writableInput(entity, request.body, request.currentUser?.id, true);
        const held = atLeast(roleOf(request), creator) ? null : await service.hold(request, input);
        if (held) return reply.code(202).send(held);
        const { record, message } = await service.create(request, input);
        return reply.code(201).send({ ...present(record, request), message });
      },
    );
  }

  if (permissions.update) {
    app.put(
      byKey,
      {
        schema: { tags, params: keyParams(entity), body: bodySchema(entity, true), response: { 200: ref(entity) } },
        onRequest: requireRole(permissions.update),
        preValidation: prepareBody(entity, false),
      },
      async (request) => {
        const existing = await service.find(keyOfRequest(request.params));
        const record = await service.update(request, existing, writableInput(entity, request.body, undefined, false));
        return present(record, request);
      },
    );
  }

  if (permissions.delete) {
    app.delete(
      byKey,
      { schema: { tags, params: keyParams(entity), response: { 200: ref(entity) } }, onRequest: requireRole(permissions.delete) },
      async (request) => {
        const existing = await service.find(keyOfRequest(request.params));
        await service.remove(request, existing);
        return present(existing, request);
      },
    );
  }
}
