import { describe, expect, test } from 'vitest';
import { ENTITIES, entityByResource, type EntitySchema } from '../../common/model/entities.ts';
import { entityView, pickerText, recordRepresentation } from '../../src/back-office/viewModel.ts';

const member = entityByResource('family-members');
const names = (views: Array<{ name: string }>) => views.map((v) => v.name);

describe('member views', () => {
  const view = entityView(member, 'MODERATOR');

  test('the list shows the x-list columns in schema order', () => {
    expect(names(view.columns)).toEqual(['id', 'name', 'fatherName', 'grandfatherName', 'familyName', 'birthdate', 'gender', 'lifeStatus']);
    expect(view.searchable).toBe(true);
  });

  test('the form edits what a client may write, plus the picture through its upload', () => {
    const writable = Object.keys(member.properties).filter((name) => !member.properties[name].readOnly || name === 'userProfileImageLink');
    expect(names(view.inputs)).toEqual(writable);
    expect(names(view.inputs)).toEqual(
      expect.arrayContaining(['name', 'fatherName', 'gender', 'isAlive', 'parentId', 'userProfileImageLink']),
    );
    const picture = view.inputs.find((v) => v.name === 'userProfileImageLink')!;
    expect(picture).toMatchObject({ kind: 'image', source: 'file', label: 'resources.family-members.fields.userProfileImageLink' });
  });

  test('read-only properties are shown but never edited', () => {
    expect(names(view.fields)).toEqual(expect.arrayContaining(['id', 'partnerId', 'children']));
    expect(names(view.inputs)).not.toEqual(expect.arrayContaining(['id']));
    expect(names(view.inputs)).not.toContain('partnerId');
    expect(names(view.inputs)).not.toContain('children');
  });

  test('validators come from required, lengths and pattern; kinds from the schema', () => {
    const input = (name: string) => view.inputs.find((v) => v.name === name)!;
    expect(input('name').validators).toEqual([{ rule: 'required' }, { rule: 'minLength', value: 1 }, { rule: 'maxLength', value: 60 }]);
    expect(input('fatherName').validators).toEqual([{ rule: 'maxLength', value: 60 }]);
    expect(input('birthdate').kind).toBe('partial-date');
    expect(input('gender')).toMatchObject({ kind: 'select', defaultValue: 'male' });
    expect(input('parentId').kind).toBe('reference');
  });

  test('private properties are left out for a role that does not receive them', () => {
    const bish = entityView(member, 'BISH');
    for (const hidden of ['phoneNumber', 'identity', 'isMarried', 'isAlive']) {
      expect(names(bish.fields)).not.toContain(hidden);
      expect(names(view.fields)).toContain(hidden);
    }
  });

  test('labels are i18n keys of the resource', () => {
    expect(view.columns[1].label).toBe('resources.family-members.fields.name');
  });
});

test('a property added to the schema appears in list, page and form with no other change', () => {
  const copy: EntitySchema = structuredClone(member);
  copy.properties.nickname = { type: ['string', 'null'], maxLength: 30, 'x-list': true };
  copy.required = [...(copy.required ?? []), 'nickname'];
  const view = entityView(copy, 'MODERATOR');
  expect(names(view.columns)).toContain('nickname');
  expect(names(view.fields)).toContain('nickname');
  expect(view.inputs.find((v) => v.name === 'nickname')).toMatchObject({
    kind: 'text',
    label: 'resources.family-members.fields.nickname',
    validators: [{ rule: 'required' }, { rule: 'maxLength', value: 30 }],
  });
});

describe('other entities', () => {
  test('users show their numeric id beside the username that addresses them', () => {
    const users = entityView(entityByResource('users'), 'ADMIN');
    expect(users.fields.find((v) => v.name === 'id')!.source).toBe('serverId');
    expect(users.inputs.find((v) => v.name === 'username')).toBeUndefined();
    expect(users.inputs.find((v) => v.name === 'email')!.validators).toContainEqual({ rule: 'email' });
  });

  test('an image names its album; the uploader is set by the server, never typed', () => {
    const images = entityView(entityByResource('images'), 'MODERATOR');
    expect(images.inputs.find((v) => v.name === 'album')!.schema['x-reference']).toMatchObject({ resource: 'albums', by: 'name' });
    expect(names(images.inputs)).not.toContain('createdBy');
  });

  test('every entity yields a form only of writable or uploadable properties', () => {
    for (const entity of ENTITIES) {
      for (const input of entityView(entity, 'ADMIN').inputs) {
        expect(!input.schema.readOnly || input.kind === 'image', `${entity.$id}.${input.name}`).toBe(true);
      }
    }
  });

  test('a record is named by its recordRepresentation properties', () => {
    expect(recordRepresentation(member)({ name: 'Yusuf', fatherName: null, familyName: 'Haddad' })).toBe('Yusuf Haddad');
  });

  test('a picker tells namesakes apart by the name chain and the birth year', () => {
    const cousin = { name: 'محمد', fatherName: 'أحمد', grandfatherName: 'علي', familyName: 'آل ناصر', birthdate: '03-04-1961' };
    // The birth year in the reader's digits (Arabic, the portal's default language, here).
    expect(pickerText(member)(cousin)).toBe('محمد أحمد علي آل ناصر (١٩٦١)');
    expect(pickerText(member)({ ...cousin, grandfatherName: null, birthdate: null })).toBe('محمد أحمد آل ناصر');
    expect(pickerText(entityByResource('albums'))({ name: 'Weddings' })).toBe('Weddings');
  });

  test('an author is shown by name, never by the number of an account', () => {
    const fields = entityView(entityByResource('images'), 'MODERATOR').fields.map((f) => f.name);
    expect(fields).toContain('createdByName');
    expect(fields).not.toContain('createdBy');
  });

  test('lists sort as the schema says', () => {
    expect(entityView(entityByResource('family-notification'), 'BISH').defaultSort).toEqual({ field: 'createdDate', order: 'DESC' });
  });
});
