// Albums by name and an album's images (spec section 7).
import type { FastifyInstance } from 'fastify';
import type { AlbumRecord, ImageRecord } from '../../../src/generated/types.ts';
import { notFound } from '../../http-error.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import type { EntityService } from './entity-service.ts';
import { idParam, listResponse, ref } from './schemas.ts';

export function registerAlbumRoutes(app: FastifyInstance, albums: EntityService<AlbumRecord>, images: EntityService<ImageRecord>): void {
  const { endpoint, permissions, name } = albums.entity['x-resource'];
  const read = requireRole(permissions.read!);
  const tags = [name];

  app.get<{ Params: { name: string } }>(
    `${endpoint}/name/:name`,
    {
      schema: {
        tags,
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 80 } } },
        response: { 200: ref(albums.entity) },
      },
      onRequest: read,
    },
    async (request) => {
      const album = await albums.repo.findBy('name', request.params.name);
      if (!album) throw notFound(`Album ${request.params.name} not found`);
      return albums.present(album, request);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${endpoint}/:id/images`,
    {
      schema: {
        tags,
        params: { type: 'object', required: ['id'], properties: { id: idParam } },
        response: { 200: listResponse(images.entity) },
      },
      onRequest: requireRole(images.entity['x-resource'].permissions.read!),
    },
    async (request) => {
      const album = await albums.find(request.params.id);
      return (await images.repo.where('album', album.name)).map((r) => images.present(r, request));
    },
  );
}
