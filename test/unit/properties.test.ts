// The property analyzer of common/model/properties.ts: one answer per property for storage, wire, input,
// list filters and form fields.
import { describe, expect, test } from 'vitest';
import { entityByResource } from '../../common/model/entities.ts';
import { fitsFilter, fromFormField, propertyTraits } from '../../common/model/properties.ts';

const member = entityByResource('family-members').properties;
const image = entityByResource('images').properties;
const user = entityByResource('users').properties;
const activity = entityByResource('family-activities').properties;

describe('what the type and format already say', () => {
  test('a DD-MM-YYYY date is a date column and a date input without x-input', () => {
    expect(propertyTraits(activity.dateOfActivity)).toMatchObject({ wire: 'dmy-date', storage: 'date', input: 'date' });
  });
  test('a date as remembered is its own kind of column and input', () => {
    expect(propertyTraits(member.birthdate)).toMatchObject({
      wire: 'partial-date',
      storage: 'partial-date',
      input: 'partial-date',
      nullable: true,
    });
  });
  test('yes/no flags are booleans in storage and selects in forms', () => {
    expect(propertyTraits(member.isAlive)).toMatchObject({ wire: 'yesno', storage: 'boolean', input: 'select' });
  });
  test('an x-reference is a foreign key and a reference input, by id or by name', () => {
    expect(propertyTraits(member.parentId)).toMatchObject({ wire: 'integer', storage: 'integer', input: 'reference' });
    expect(propertyTraits(image.album)).toMatchObject({ wire: 'string', storage: 'integer', input: 'reference' });
  });
  test('an e-mail format is an e-mail input', () => {
    expect(propertyTraits(user.email)).toMatchObject({ wire: 'string', storage: 'text', input: 'email' });
  });
  test('x-input adds what the type cannot say: a file, a phone, a long text, a link', () => {
    expect(propertyTraits(member.userProfileImageLink)).toMatchObject({ storage: 'text', input: 'image', file: true, listable: false });
    expect(propertyTraits(member.phoneNumber).input).toBe('tel');
    expect(propertyTraits(image.description).input).toBe('textarea');
    expect(propertyTraits(activity.activityLink).input).toBe('url');
  });
  test('computed properties have no column and no list use', () => {
    expect(propertyTraits(member.children)).toMatchObject({ wire: 'list', storage: null, listable: false });
    expect(propertyTraits(member.partnerId)).toMatchObject({ storage: null, listable: false });
  });
});

describe('list filters', () => {
  test('a value fits when the database could compare it with the column', () => {
    expect(fitsFilter(activity.dateOfActivity, '01-02-1990')).toBe(true);
    expect(fitsFilter(activity.dateOfActivity, '1990-02-01')).toBe(false);
    expect(fitsFilter(member.birthdate, 'ABT 1990')).toBe(true);
    expect(fitsFilter(member.birthdate, '1990-02-01')).toBe(false);
    // A filter by years: either bound, in order, whole years.
    expect(fitsFilter(member.birthdate, { from: 1947, to: 1949 })).toBe(true);
    expect(fitsFilter(member.birthdate, { to: 1949 })).toBe(true);
    expect(fitsFilter(member.birthdate, { from: 1950, to: 1949 })).toBe(false);
    expect(fitsFilter(member.birthdate, { from: 1947.5 })).toBe(false);
    expect(fitsFilter(member.birthdate, {})).toBe(false);
    expect(fitsFilter(member.birthdate, { from: 1947, until: 1949 })).toBe(false);
    expect(fitsFilter(member.gender, 'male')).toBe(true);
    expect(fitsFilter(member.gender, 'other')).toBe(false);
    expect(fitsFilter(member.parentId, 3)).toBe(true);
    expect(fitsFilter(member.parentId, 2 ** 31)).toBe(false);
    expect(fitsFilter(member.parentId, '3')).toBe(false);
    expect(fitsFilter(user.allowed, true)).toBe(true);
    expect(fitsFilter(user.allowed, 'yes')).toBe(false);
    expect(fitsFilter(member.name, null)).toBe(true);
  });
});

describe('multipart form fields', () => {
  test('text becomes the property’s type, an empty nullable field null', () => {
    expect(fromFormField(image.createdBy, '12')).toBe(12);
    expect(fromFormField(image.createdBy, '')).toBeNull();
    expect(fromFormField(user.allowed, 'true')).toBe(true);
    expect(fromFormField(image.name, '')).toBe('');
    expect(fromFormField(member.parentId, 'x1')).toBe('x1');
  });
});
