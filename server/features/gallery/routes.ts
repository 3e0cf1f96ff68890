// The gallery: albums and their images through their generic calls, and the album calls of spec section 7.
import type { FastifyInstance } from 'fastify';
import { registerEntity } from '../../entities/register.ts';
import { registerAlbumRoutes } from './album-routes.ts';

export default async function galleryRoutes(app: FastifyInstance): Promise<void> {
  registerAlbumRoutes(app, registerEntity(app, 'albums'), registerEntity(app, 'images'));
}
