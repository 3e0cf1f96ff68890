// Albums by name and an album's images (spec section 7), in the order the photos were taken.
import type { FastifyInstance } from 'fastify';
import { contract, withContracts } from '../../contracts.ts';
import type { AlbumRecord, ImageRecord } from '../../../common/generated/types.ts';
import { fieldRefused, notFound } from '../../http-error.ts';
import { readingAs, requireRole } from '../../plugins/app/authentication.ts';
import type { EntityService } from '../../entities/entity-service.ts';
import { listResponse, ref } from '../../entities/schemas.ts';

/** When the photos were taken (those whose camera said so first), then the order they were uploaded in. */
export function byTakenThenUploaded(a: ImageRecord, b: ImageRecord): number {
  if (a.takenAt !== b.takenAt) {
    if (a.takenAt === null) return 1;
    if (b.takenAt === null) return -1;
    return a.takenAt < b.takenAt ? -1 : 1;
  }
  return a.id - b.id;
}

export function registerAlbumRoutes(
  instance: FastifyInstance,
  albums: EntityService<AlbumRecord>,
  images: EntityService<ImageRecord>,
): void {
  const app = withContracts(instance);
  const { endpoint, permissions, name } = albums.entity['x-resource'];
  const reading = readingAs(permissions.read!);
  const tags = [name];

  app.get(
    `${endpoint}/name/:name`,
    {
      schema: {
        tags,
        params: contract('entities#/definitions/albumName'),
        response: { 200: ref(albums.entity) },
      },
      ...reading,
    },
    async (request) => {
      const album = await albums.repo.findBy('name', request.params.name);
      if (!album) throw notFound(`Album ${request.params.name} not found`);
      return albums.present(album, request);
    },
  );

  app.get(
    `${endpoint}/:id/images`,
    {
      schema: {
        tags,
        params: contract('params#/definitions/byId'),
        response: { 200: listResponse(images.entity) },
      },
      ...readingAs(images.entity['x-resource'].permissions.read!),
    },
    async (request) => {
      const album = await albums.find(request.params.id);
      return (await images.repo.where('album', album.name)).sort(byTakenThenUploaded).map((r) => images.present(r, request));
    },
  );

  // The cover is one of the album's own images, so it has a call of its own rather than a field of the album's PUT.
  app.put(
    `${endpoint}/:id/cover`,
    {
      schema: {
        tags,
        params: contract('params#/definitions/byId'),
        body: contract('entities#/definitions/albumCover'),
        response: { 200: ref(albums.entity) },
      },
      onRequest: requireRole(permissions.update!),
    },
    async (request) => {
      const album = await albums.find(request.params.id);
      const image = await images.find(request.body.coverImageId).catch(() => undefined);
      if (image?.album !== album.name) throw fieldRefused({ field: 'coverImageId', rule: 'coverOfAlbum' });
      return albums.present(await albums.repo.update(album.id, { coverImageId: image.id }), request);
    },
  );
}
