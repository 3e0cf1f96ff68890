// The gallery: albums and their images through their generic calls, the album calls of spec section 7, and
// the people named in photos.
import type { FastifyInstance } from 'fastify';
import { registerEntity } from '../../entities/register.ts';
import { registerAlbumRoutes } from './album-routes.ts';
import { registerPhotoPeopleRoutes } from './photo-people-routes.ts';

export default async function galleryRoutes(app: FastifyInstance): Promise<void> {
  const images = registerEntity(app, 'images');
  registerAlbumRoutes(app, registerEntity(app, 'albums'), images);
  registerPhotoPeopleRoutes(app, images);
}
