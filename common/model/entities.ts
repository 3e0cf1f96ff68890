// The entity schemas of schema/*.json with typed access to their x- annotations.
// Server and browser both read the model through this module, never the files directly.
import type { JSONSchema7 } from 'json-schema';
import type { ResourceName } from '../generated/types.ts';
import { propertyTraits, type PropertySchema } from './properties.ts';
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

export interface ResourceAnnotation {
  name: ResourceName;
  /** The database table holding the records. */
  table: string;
  endpoint: string;
  key?: string;
  recordRepresentation: string[];
  search?: string[];
  /** `search` names a person's names in chain order (name, father, grandfather, family): see nameSearch.ts. */
  nameChain?: boolean;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  permissions: Record<Action, Role | null>;
  /** Below `permissions.create`, down to this role, a create is held as a suggestion for a moderator (schema/README.md). */
  propose?: Role;
  /** Its changes are kept (server/features/history): every stored property (`true`) or only the ones named. */
  history?: true | string[];
}

/** An object schema whose properties are plain property schemas: an entity's shared shapes (a tree node). */
export interface ShapeSchema extends JSONSchema7 {
  properties: Record<string, PropertySchema>;
}

export interface EntitySchema extends JSONSchema7 {
  $id: string;
  title: string;
  'x-resource': ResourceAnnotation;
  properties: Record<string, PropertySchema>;
  required?: string[];
  /** Shapes other answers reuse: a member's tree node and summary. */
  definitions?: Record<string, ShapeSchema>;
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

export const privateFields = (entity: EntitySchema): string[] =>
  propertyEntries(entity)
    .filter(([, p]) => p['x-private'])
    .map(([n]) => n);

/** The property holding an uploaded file's link, if the entity has one. */
export const fileField = (entity: EntitySchema): string | undefined => propertyEntries(entity).find(([, p]) => propertyTraits(p).file)?.[0];

export type { PropertySchema };
