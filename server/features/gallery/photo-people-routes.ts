// The people named in photos (schema/api/photo-people.json): a photo's list, read and set whole, and the
// photos a member is named in. Whoever may see the photos (the images' read role) may name people.
import type { FastifyInstance } from 'fastify';
import type { ImageRecord } from '../../../common/generated/types.ts';
import { contract, withContracts } from '../../contracts.ts';
import type { EntityService } from '../../entities/entity-service.ts';
import { readingAs, requireRole } from '../../plugins/app/authentication.ts';
import { PhotoPeople } from './photo-people.ts';

export function registerPhotoPeopleRoutes(instance: FastifyInstance, images: EntityService<ImageRecord>): void {
  const app = withContracts(instance);
  const people = new PhotoPeople(instance, images);
  const readers = images.entity['x-resource'].permissions.read!;
  const onRequest = requireRole(readers);
  const reading = readingAs(readers);
  const tags = ['photo-people'];
  const byId = contract('params#/definitions/byId');
  const list = { 200: contract('photo-people#/definitions/photoPeople') };

  app.get(
    `${images.entity['x-resource'].endpoint}/:id/people`,
    {
      ...reading,
      schema: { tags, description: 'The people named in the photo, in the order they were named.', params: byId, response: list },
    },
    async (request) => people.of(Number(request.params.id)),
  );

  app.put(
    `${images.entity['x-resource'].endpoint}/:id/people`,
    {
      onRequest,
      schema: {
        tags,
        description:
          'Sets the photo’s list of people. A name someone else added is taken off only by a moderator or by the named person (403 otherwise); an unknown member is 400.',
        params: byId,
        body: contract('photo-people#/definitions/photoPeopleBody'),
        response: list,
      },
    },
    async (request) => people.set(request, Number(request.params.id), request.body.people),
  );

  app.get(
    '/api/v1/members/:id/photos',
    {
      ...reading,
      schema: {
        tags,
        description: 'The photos the member is named in, newest first.',
        params: byId,
        response: { 200: contract('photo-people#/definitions/memberPhotos') },
      },
    },
    async (request) => people.photosOf(request, Number(request.params.id)),
  );
}
