// The entity schemas of schema/*.json with typed access to their x- annotations.
// Server and browser both read the model through this module, never the files directly.
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import type { Role } from './roles.ts';
import activity from '../../schema/activity.json';
import album from '../../schema/album.json';
import contactMail from '../../schema/contact-mail.json';
import image from '../../schema/image.json';
import member from '../../schema/member.json';
import notification from '../../schema/notification.json';
import partner from '../../schema/partner.json';
import user from '../../schema/user.json';

export type Action = 'read' | 'create' | 'update' | 'delete';
export const ACTIONS: readonly Action[] = ['read', 'create', 'update', 'delete'];

export type InputKind =
  'text' | 'textarea' | 'number' | 'boolean' | 'select' | 'date' | 'datetime' | 'tel' | 'email' | 'url' | 'image' | 'reference' | 'list';

export interface ResourceAnnotation {
  name: string;
  endpoint: string;
  key?: string;
  recordRepresentation: string[];
  search?: string[];
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  permissions: Record<Action, Role | null>;
}

export interface PropertySchema extends JSONSchema7 {
  'x-private'?: boolean;
  'x-list'?: boolean;
  'x-input'?: InputKind;
  'x-reference'?: { resource: string; by?: string };
  'x-aliases'?: string[];
  'x-author'?: boolean;
  'x-computed'?: boolean;
  'x-unique'?: boolean;
}

export interface EntitySchema extends JSONSchema7 {
  $id: string;
  title: string;
  'x-resource': ResourceAnnotation;
  properties: Record<string, PropertySchema>;
  required?: string[];
}

/** Every entity of spec section 3, in the order the back office lists them. */
export const ENTITIES: readonly EntitySchema[] = [
  member,
  partner,
  album,
  image,
  notification,
  activity,
  user,
  contactMail,
] as unknown as EntitySchema[];

export const entityByResource = (name: string): EntitySchema => {
  const found = ENTITIES.find((e) => e['x-resource'].name === name);
  if (!found) throw new Error(`no entity for resource ${name}`);
  return found;
};

export const keyOf = (entity: EntitySchema): string => entity['x-resource'].key ?? 'id';

export const propertyEntries = (entity: EntitySchema): Array<[string, PropertySchema]> => Object.entries(entity.properties);

/** The non-null JSON type of a property (`["string","null"]` → `string`). */
export function baseType(prop: PropertySchema): string | undefined {
  const t = prop.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null');
  return t;
}

export const isNullable = (prop: PropertySchema): boolean => Array.isArray(prop.type) && prop.type.includes('null');

/** The kind of view and input a property gets; one answer for the server's codec and the back office's registry. */
export function inputKind(prop: PropertySchema): InputKind {
  if (prop['x-input']) return prop['x-input'];
  if (prop.enum) return 'select';
  if (prop.format === 'dmy-date') return 'date';
  if (prop.format === 'date-time') return 'datetime';
  if (prop.format === 'email') return 'email';
  switch (baseType(prop)) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'list';
    default:
      return 'text';
  }
}

export const privateFields = (entity: EntitySchema): string[] =>
  propertyEntries(entity)
    .filter(([, p]) => p['x-private'])
    .map(([n]) => n);

/** Properties a client may write: not readOnly. */
export const writableFields = (entity: EntitySchema): string[] =>
  propertyEntries(entity)
    .filter(([, p]) => !p.readOnly)
    .map(([n]) => n);

/** Properties stored in a column of the entity's table (computed ones are derived). */
export const storedFields = (entity: EntitySchema): string[] =>
  propertyEntries(entity)
    .filter(([, p]) => !p['x-computed'])
    .map(([n]) => n);

/** The property holding an uploaded file's link, if the entity has one. */
export const fileField = (entity: EntitySchema): string | undefined =>
  propertyEntries(entity).find(([, p]) => p['x-input'] === 'image')?.[0];

export type { JSONSchema7, JSONSchema7Definition };
