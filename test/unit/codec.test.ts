// The wire ↔ storage conversion of server/db/codec.ts, driven by the schema.
import { describe, expect, test } from 'vitest';
import { entityByResource } from '../../common/model/entities.ts';
import { propertyTraits } from '../../common/model/properties.ts';
import { createCodec, decodeValue, encodeValue } from '../../server/db/codec.ts';
import { snakeCase } from '../../server/db/tables.ts';

const members = entityByResource('family-members');
const images = entityByResource('images');
const users = entityByResource('users');
const wire = (prop: Parameters<typeof propertyTraits>[0]) => propertyTraits(prop).wire;

describe('field kinds come from the schema', () => {
  test('an enum of exactly yes and no is a boolean in storage', () => {
    expect(wire(members.properties.isAlive)).toBe('yesno');
    expect(wire(members.properties.gender)).toBe('string');
  });
  test('dates, timestamps, numbers and booleans', () => {
    expect(wire(members.properties.birthdate)).toBe('partial-date');
    expect(wire(entityByResource('family-activities').properties.dateOfActivity)).toBe('dmy-date');
    expect(wire(entityByResource('family-notification').properties.createdDate)).toBe('date-time');
    expect(wire(members.properties.parentId)).toBe('integer');
    expect(wire(users.properties.allowed)).toBe('boolean');
  });
});

describe('values', () => {
  test('yes/no is stored as 1/0 on SQLite and true/false on PostgreSQL, and read back from either', () => {
    expect(encodeValue('yesno', 'yes', 'sqlite')).toBe(1);
    expect(encodeValue('yesno', 'no', 'sqlite')).toBe(0);
    expect(encodeValue('yesno', 'yes', 'postgres')).toBe(true);
    for (const stored of [1, true, '1', 't']) expect(decodeValue('yesno', stored)).toBe('yes');
    for (const stored of [0, false, '0', 'f']) expect(decodeValue('yesno', stored)).toBe('no');
  });
  test('a DD-MM-YYYY date is stored as ISO and read back', () => {
    expect(encodeValue('dmy-date', '05-11-1948', 'sqlite')).toBe('1948-11-05');
    expect(decodeValue('dmy-date', '1948-11-05')).toBe('05-11-1948');
    expect(() => encodeValue('dmy-date', '31-02-2020', 'sqlite')).toThrow(RangeError);
  });
  test('a date as remembered is stored as said, beside the earliest and latest day it can mean', () => {
    const codec = createCodec(members, 'postgres');
    expect(codec.toRow({ birthdate: 'ABT 1948' })).toEqual({
      birthdate: 'ABT 1948',
      birthdate_earliest: '1946-01-01',
      birthdate_latest: '1950-12-31',
    });
    expect(codec.toRow({ deathDate: 'BEF 03-1950' })).toEqual({
      death_date: 'BEF 03-1950',
      death_date_earliest: null,
      death_date_latest: '1950-02-28',
    });
    expect(codec.toRow({ birthdate: null })).toEqual({ birthdate: null, birthdate_earliest: null, birthdate_latest: null });
    expect(() => codec.toRow({ birthdate: 'about 1948' })).toThrow(RangeError);
    // SQLite may hand a year back as a number.
    expect(decodeValue('partial-date', 1948)).toBe('1948');
  });
  test('timestamps come back as ISO UTC whatever the driver gives', () => {
    expect(decodeValue('date-time', new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(decodeValue('date-time', '2024-01-02 03:04:05')).toBe('2024-01-02T03:04:05.000Z');
    expect(decodeValue('date-time', '2024-01-02T03:04:05.000Z')).toBe('2024-01-02T03:04:05.000Z');
  });
  test('PostgreSQL counts and bigints arrive as text and leave as numbers; null stays null', () => {
    expect(decodeValue('integer', '42')).toBe(42);
    expect(decodeValue('integer', null)).toBeNull();
    expect(encodeValue('dmy-date', null, 'postgres')).toBeNull();
  });
});

describe('records', () => {
  test('properties map to snake_case columns and back', () => {
    const codec = createCodec(members, 'sqlite');
    const row = codec.toRow({ name: 'سالم', fatherName: 'أحمد', birthdate: '01-02-1990', isMarried: 'yes', isAlive: 'no' });
    expect(row).toEqual({
      name: 'سالم',
      father_name: 'أحمد',
      birthdate: '01-02-1990',
      birthdate_earliest: '1990-02-01',
      birthdate_latest: '1990-02-01',
      is_married: 1,
      is_alive: 0,
    });
    const back = codec.fromRow({ ...row, id: 3, parent_id: null });
    expect(back).toMatchObject({
      id: 3,
      name: 'سالم',
      fatherName: 'أحمد',
      birthdate: '01-02-1990',
      isMarried: 'yes',
      isAlive: 'no',
      parentId: null,
    });
  });
  test('computed properties have no column', () => {
    const codec = createCodec(members, 'sqlite');
    expect(codec.field('children')).toBeUndefined();
    expect(codec.field('partnerId')).toBeUndefined();
  });
  test('a reference by name is a foreign key column, read from the joined value', () => {
    const codec = createCodec(images, 'postgres');
    expect(codec.field('album')).toMatchObject({ column: 'album_id', reference: { table: 'albums', column: 'name' } });
    expect(codec.toRow({ album: 'Wedding', name: 'x' })).toEqual({ name: 'x' });
    expect(codec.fromRow({ id: 1, album_id: 7, album: 'Wedding' }).album).toBe('Wedding');
  });
  test('acronyms stay whole in column names', () => {
    expect(snakeCase('numberOfSendSMS')).toBe('number_of_send_sms');
    expect(snakeCase('userProfileImageLink')).toBe('user_profile_image_link');
  });
});
