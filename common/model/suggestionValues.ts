// Which record's fields a suggestion's changes are: a partner added to a member is suggested on the member
// but is a partner, a photo is an image whatever it is about, anything else is the record's own. The queue's
// diff, its edit-then-accept form and a member's own list read them alike.
import type { Suggestion } from '../generated/api.ts';

export type ValuesResource = Suggestion['resource'] | 'images';

export function valuesResource({ kind, resource }: Pick<Suggestion, 'kind' | 'resource'>): ValuesResource {
  if (kind === 'add-partner') return 'family-partners';
  return kind === 'photo' ? 'images' : resource;
}
