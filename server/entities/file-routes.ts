// Upload and download of an entity's file (an `x-input: "image"` property). A download is allowed with
// a valid signed link (what <img src> uses) or with a token of a role that may read the entity; other
// stored files (a photo waiting in a suggestion) are sent by the same steps.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DownloadQuery } from '../../common/generated/api.ts';
import { contract, withContracts } from '../contracts.ts';
import { MESSAGES } from '../../common/model/messages.ts';
import { atLeast, type Role } from '../../common/model/roles.ts';
import { badRequest, fieldRefused, forbidden, notFound, unauthorized } from '../http-error.ts';
import { requireRole, roleOf, sessionUser } from '../plugins/app/authentication.ts';
import type { LinkQuery } from '../plugins/app/file-links.ts';
import type { EntityService } from './entity-service.ts';
import { downloadPath } from './present.ts';
import { entityFields, readMultipart } from './request-body.ts';
import { messageResponse } from './schemas.ts';

/** Who reads a file: an account (or no one, signed out) with its role now. */
export interface FileReader {
  id: number | null;
  role: Role;
}

/** The reader a signed link was given to, as they are now (ANONYMOUS once that session has ended); undefined for a link not valid. */
async function linkReader(app: FastifyInstance, path: string, query: LinkQuery): Promise<FileReader | undefined> {
  const holder = app.fileLinks.verify(path, query);
  if (holder === undefined) return undefined;
  const user = holder && (await sessionUser(app, holder.id, holder.tokenVersion));
  return { id: user?.id ?? null, role: user?.role ?? 'ANONYMOUS' };
}

/**
 * Answers a download of the stored file `key()` names, in the size asked for, when `may` lets its reader have
 * it: the holder of a valid signed link for `path` (what <img src> uses), else the signed-in caller.
 */
export async function sendStoredFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: DownloadQuery,
  path: string,
  may: (reader: FileReader) => boolean,
  key: () => Promise<string>,
): Promise<FastifyReply> {
  const byLink = await linkReader(app, path, query);
  const signed = byLink !== undefined && may(byLink);
  if (!signed) {
    if (!request.currentUser)
      throw unauthorized(request.authProblem ?? 'The link has expired or is not signed: sign in or reload the page');
    if (!may({ id: request.currentUser.id, role: roleOf(request) })) throw forbidden();
  }
  const { data, contentType } = await app.storage.read(await key(), query.size ?? 'full');
  return reply
    .type(contentType)
    .header('Cache-Control', signed ? 'private, max-age=3600' : 'private, no-cache')
    .header('Content-Disposition', 'inline')
    .send(data);
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
        await readMultipart(request, entityFields(entity));
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
      async (request, reply) =>
        sendStoredFile(
          app,
          request,
          reply,
          request.query,
          downloadPath(entity, request.params.id),
          ({ role }) => atLeast(role, readRole),
          async () => {
            const key = (await service.find(request.params.id))[file];
            if (typeof key !== 'string') throw notFound(`${entity.title} ${request.params.id} has no file`);
            return key;
          },
        ),
    );
  }
}
