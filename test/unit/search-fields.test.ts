// The `q` search matches only what every reader of the list may see: a private field (a phone, an
// identity) in `search` would let a BISH find a member by a number they are never shown.
import { expect, test } from 'vitest';
import { ENTITIES } from '../../common/model/entities.ts';

test.each(ENTITIES.map((e) => [e.$id, e] as const))('%s searches no private field', (_id, entity) => {
  const search = entity['x-resource'].search ?? [];
  expect(search.filter((prop) => entity.properties[prop]?.['x-private'])).toEqual([]);
});

test.each(ENTITIES.filter((e) => e['x-resource'].nameChain).map((e) => [e.$id, e] as const))(
  '%s chains names that exist',
  (_id, entity) => {
    for (const prop of entity['x-resource'].search ?? []) expect(entity.properties[prop]?.type, prop).toContain('string');
  },
);
