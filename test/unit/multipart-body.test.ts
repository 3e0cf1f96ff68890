// The one multipart builder: field names and the spec's aliases come from the schema, the file goes last.
import { expect, test } from 'vitest';
import image from '../../schema/image.json';
import gedcom from '../../schema/api/gedcom.json';
import { multipartBody } from '../../src/providers/multipart.ts';

const fields = (form: FormData) => [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : 'FILE']);

test('an image upload is sent under the spec’s names, the file last', () => {
  const file = new File(['x'], 'photo.png', { type: 'image/png' });
  const form = multipartBody(image, { name: 'Eid', description: 'the day', album: 'Eid 2024', createdBy: 7 }, { names: 'spec', file });
  expect(fields(form)).toEqual([
    ['imageName', 'Eid'],
    ['description', 'the day'],
    ['albumOfImage', 'Eid 2024'],
    ['imageCeatedBy', '7'],
    ['file', 'FILE'],
  ]);
});

test('the GEDCOM import’s fields are the contract’s, empty ones left out, the file last whatever its place', () => {
  const file = new File(['0 HEAD'], 'family.ged');
  const form = multipartBody(gedcom.definitions.importForm, { file, ancestor: undefined, underId: '12' });
  expect(fields(form)).toEqual([
    ['underId', '12'],
    ['file', 'FILE'],
  ]);
});

test('a field the schema does not know is refused before anything is sent', () => {
  const loose: { properties: Record<string, object> } = gedcom.definitions.importForm;
  expect(() => multipartBody(loose, { root: '1' })).toThrow('root is not a field of this form');
});
