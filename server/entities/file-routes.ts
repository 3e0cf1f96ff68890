// Upload and download of an entity's file (an `x-input: "image"` property). A download is allowed with
// a valid signed link (what <img src> uses) or with a token of a role that may read the entity.
import type { FastifyInstance } from 'fastify';
import { contract, withContracts } from '../contracts.ts';
import { MESSAGES } from '../../common/model/messages.ts';
import { atLeast, type Role } from '../../common/model/roles.ts';
import { badRequest, fieldRefused, forbidden, notFound, unauthorized } from '../http-error.ts';
import { requireRole, roleOf, sessionUser } from '../plugins/app/authentication.ts';
import type { LinkHolder } from '../plugins/app/file-links.ts';
import type { EntityService } from './entity-service.ts';
import { downloadPath } from './present.ts';
import { readMultipart } from './request-body.ts';
import { messageResponse } from './schemas.ts';

/** The role a link's holder has now: ANONYMOUS once the session it was given in has ended. */
async function roleOfHolder(app: FastifyInstance, holder: LinkHolder | null): Promise<Role> {
  const user = holder && (await sessionUser(app, holder.id, holder.tokenVersion));
  return user?.role ?? 'ANONYMOUS';
}

export function registerFileRoutes(app: FastifyInstance, service: EntityService, file: string): void {
  const { entity } = service;
  const { endpoint, permissions, name } = entity['x-resource'];
  const tags = [name];

  if (permissions.update) {
    withContracts(app).post(
      `${endpoint}/:id/upload`,
      {
        schema: {
          tags,
          params: contract('params#/definitions/byId'),
          consumes: ['multipart/form-data'],
          response: { 200: messageResponse(entity) },
        },
        onRequest: requireRole(permissions.update),
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest('body must be multipart/form-data with the image in the field "file"');
        const existing = await service.find(request.params.id);
        await readMultipart(request, entity);
        if (!request.uploadedFile) throw fieldRefused({ field: 'file', rule: 'required' });
        const record = await service.attach(existing, request.uploadedFile);
        return { ...service.present(record, request), message: MESSAGES.uploaded };
      },
    );
  }

  if (permissions.read) {
    const readRole = permissions.read;
    withContracts(app).get(
      `${endpoint}/:id/download`,
      {
        schema: {
          tags,
          params: contract('params#/definitions/byId'),
          querystring: contract('entities#/definitions/downloadQuery'),
        },
      },
      async (request, reply) => {
        const holder = app.fileLinks.verify(downloadPath(entity, request.params.id), request.query);
        const signed = holder !== undefined && atLeast(await roleOfHolder(app, holder), readRole);
        if (!signed) {
          if (!request.currentUser)
            throw unauthorized(request.authProblem ?? 'The link has expired or is not signed: sign in or reload the page');
          if (!atLeast(roleOf(request), readRole)) throw forbidden();
        }
        const record = await service.find(request.params.id);
        const key = record[file];
        if (typeof key !== 'string') throw notFound(`${entity.title} ${request.params.id} has no file`);
        const { data, contentType } = await app.storage.read(key, request.query.size ?? 'full');
        return reply
          .type(contentType)
          .header('Cache-Control', signed ? 'private, max-age=3600' : 'private, no-cache')
          .header('Content-Disposition', 'inline')
          .send(data);
      },
    );
  }
}
