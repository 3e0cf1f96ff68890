// The sizes a picture's download may ask for (schema/api/entities.json, what the server validates and
// /api/docs shows) are the sizes the photo pipeline stores: a width added to the pages' srcset
// (common/model/photoSizes.ts) and not to the contract would be refused, one left in the contract would 404.
import { expect, test } from 'vitest';
import entities from '../../schema/api/entities.json';
import { FILE_SIZES } from '../../server/plugins/app/storage.ts';

test('the download contract names every stored size, and only those', () => {
  expect(entities.definitions.downloadQuery.properties.size.enum).toEqual([...FILE_SIZES]);
});
