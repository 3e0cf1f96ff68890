// The gallery: albums and their images through their generic calls, the album calls of spec section 7, and
// the people named in photos. A family member's photo waits for a moderator as a suggestion, unless its
// album is open to members.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { registerEntity } from '../../entities/register.ts';
import { suggestionServices } from '../suggestions/suggestion-kinds.ts';
import { SuggestionReview } from '../suggestions/suggestion-review.ts';
import { registerAlbumRoutes } from './album-routes.ts';
import { registerPhotoPeopleRoutes } from './photo-people-routes.ts';

type Options = {
  config: Pick<Config, 'daughtersChildrenGenerations' | 'suggestionsPerDay' | 'openSuggestionsPerPerson' | 'publicUrl'>;
};

export default async function galleryRoutes(app: FastifyInstance, { config }: Options): Promise<void> {
  const review = new SuggestionReview(app, suggestionServices(app, config), config);
  const images = registerEntity(app, 'images', { hold: (input, request) => review.holdPhoto(request, input) });
  registerAlbumRoutes(app, registerEntity(app, 'albums'), images);
  registerPhotoPeopleRoutes(app, images);
}
