// Which record's fields a suggestion's changes are: a partner added to a member is suggested on the member
// but is a partner, a photo is an image whatever it is about, anything else is the record's own. The queue's
// diff, its edit-then-accept form and a member's own list read them alike; the server and the forms read
// alike which kinds carry a picture.
import type { Suggestion, SuggestionKind } from '../generated/api.ts';

/** The picture a kind carries: a photo is one, a new child may come with theirs, the rest carry none. */
export const SUGGESTION_PICTURE: Record<SuggestionKind, 'required' | 'optional' | 'none'> = {
  update: 'none',
  'add-child': 'optional',
  death: 'none',
  'add-partner': 'none',
  photo: 'required',
  memory: 'none',
};

export type ValuesResource = Suggestion['resource'] | 'images';

export function valuesResource({ kind, resource }: Pick<Suggestion, 'kind' | 'resource'>): ValuesResource {
  if (kind === 'add-partner') return 'family-partners';
  return kind === 'photo' ? 'images' : resource;
}
