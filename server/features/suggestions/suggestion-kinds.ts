// What each kind of suggestion may propose, checked by the same rules as a moderator's edit of the record,
// and how an accepted one is written: through the entity's own service, so the family's rules, the
// history and undo see it as any other edit.
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { SuggestedChanges, SuggestedResource, SuggestionKind } from '../../../common/generated/api.ts';
import type { AlbumRecord, ImageRecord, MemberRecord } from '../../../common/generated/types.ts';
import contracts from '../../../schema/api/suggestions.json';
import { entityByResource, fileField, type EntitySchema } from '../../../common/model/entities.ts';
import { propertyTraits } from '../../../common/model/properties.ts';
import type { EntityRecord } from '../../db/codec.ts';
import { entityService, photoColumns, type EntityService } from '../../entities/entity-service.ts';
import { writableInput } from '../../entities/request-body.ts';
import type { StoredPhoto } from '../../plugins/app/storage.ts';
import { familyServices, type FamilyServices } from '../family/services.ts';
import { PhotoPeople } from '../gallery/photo-people.ts';
import type { Config } from '../../config.ts';
import { bodySchema } from '../../entities/schemas.ts';
import { badRequest } from '../../http-error.ts';
import { ajvOptions, schemaErrorFormatter } from '../../validation.ts';

/** The fields a family member may propose values for: what they can see and a moderator's form can write. */
const suggestable = (entity: EntitySchema, fixed: readonly string[]): string[] =>
  Object.entries(entity.properties)
    .filter(([name, p]) => !p.readOnly && !p['x-private'] && !p['x-author'] && !propertyTraits(p).file && !fixed.includes(name))
    .map(([name]) => name);

/** The body schema of the entity's update (`partial`) or create, over these fields only. */
const over = (entity: EntitySchema, fields: readonly string[], partial: boolean) =>
  bodySchema(
    entity,
    partial,
    Object.keys(entity.properties).filter((name) => !fields.includes(name)),
  );

interface KindRule {
  /** The records it may be about. */
  resources: readonly SuggestedResource[];
  /** What its `changes` must be, for a suggestion about a record of `resource`. */
  schema(resource: SuggestedResource): object;
  /** Whether the diff shows the record's current values of the changed fields (a new child has none). */
  changesRecord: boolean;
  /** Writes the accepted changes as the moderator of `to.request`; the id of the record written. */
  apply(to: Target, changes: SuggestedChanges): Promise<number>;
}

/** The services that write what suggestions propose: the family's records, and the gallery's for a photo. */
export interface SuggestionServices extends FamilyServices {
  albums: EntityService<AlbumRecord>;
  images: EntityService<ImageRecord>;
  photoPeople: PhotoPeople;
}

export function suggestionServices(app: FastifyInstance, config: Pick<Config, 'daughtersChildrenGenerations'>): SuggestionServices {
  const images = entityService(app, 'images');
  return { ...familyServices(app, config), albums: entityService(app, 'albums'), images, photoPeople: new PhotoPeople(app, images) };
}

/** The record an accepted suggestion is about, with the service that writes its entity and the others. */
export interface Target {
  services: SuggestionServices;
  service: EntityService;
  resource: SuggestedResource;
  record: EntityRecord;
  request: FastifyRequest;
  /** Who suggested it: the author of what it adds (who uploaded a photo). */
  suggesterId: number;
  /** The picture the suggestion brought (a photo, a new child's). */
  photo: StoredPhoto | null;
}

const MEMBER = entityByResource('family-members');
const PARTNER = entityByResource('family-partners');
const IMAGE = entityByResource('images');

const KINDS: Record<SuggestionKind, KindRule> = {
  update: {
    resources: ['family-members', 'family-partners'],
    // A partner stays the partner of the member she is recorded with.
    schema: (resource) => {
      const entity = entityByResource(resource);
      return { ...over(entity, suggestable(entity, ['memberId']), true), minProperties: 1 };
    },
    changesRecord: true,
    async apply({ service, request, record }, changes) {
      return (await service.update(request, record, writableInput(service.entity, changes, undefined, false))).id;
    },
  },
  'add-child': {
    resources: ['family-members'],
    schema: () => over(MEMBER, suggestable(MEMBER, ['parentId']), false),
    changesRecord: false,
    async apply({ services: { members }, request, record, photo }, changes) {
      // With their picture, when the suggestion brought one.
      const input = {
        ...writableInput(members.entity, changes, request.currentUser?.id, true),
        ...(photo ? photoColumns(MEMBER, fileField(MEMBER)!, photo) : {}),
        parentId: record.id,
      };
      return (await members.create(request, input)).record.id;
    },
  },
  death: {
    resources: ['family-members'],
    schema: () => over(MEMBER, ['deathDate', 'deathPlace', 'burialPlace'], true),
    changesRecord: true,
    async apply({ services: { members }, request, record }, changes) {
      // A death without a known day still makes the member deceased.
      const input = { ...writableInput(members.entity, changes, undefined, false), isAlive: 'no' as const };
      return (await members.update(request, record as MemberRecord, input)).id;
    },
  },
  'add-partner': {
    resources: ['family-members'],
    // The new partner's own fields, not the member's she is added to.
    schema: () => over(PARTNER, suggestable(PARTNER, ['memberId']), false),
    changesRecord: false,
    async apply({ services: { partners }, request, record }, changes) {
      const input = { ...writableInput(partners.entity, changes, request.currentUser?.id, true), memberId: record.id };
      return (await partners.create(request, input)).record.id;
    },
  },
  photo: {
    resources: ['albums', 'family-members'],
    // A photo proposed for an album goes to that album; a photo of a member names the album it goes to.
    schema: (resource) => over(IMAGE, resource === 'albums' ? ['name', 'description'] : ['name', 'description', 'album'], false),
    changesRecord: false,
    async apply({ services: { images, photoPeople }, resource, request, record, suggesterId, photo }, changes) {
      if (!photo) throw new Error('a photo suggestion holds its stored photo');
      const album = resource === 'albums' ? (record as AlbumRecord).name : changes.album;
      const input = {
        ...writableInput(IMAGE, { ...changes, album }, suggesterId, true),
        ...photoColumns(IMAGE, fileField(IMAGE)!, photo),
      } as Partial<ImageRecord>;
      const image = (await images.create(request, input)).record;
      if (resource === 'family-members') await photoPeople.set(request, image.id, [{ memberId: record.id }]);
      return image.id;
    },
  },
  memory: {
    resources: ['family-members'],
    schema: () => contracts.definitions.memoryChanges,
    changesRecord: false,
    async apply({ services: { members }, request, record }, changes) {
      const member = record as MemberRecord;
      // A paragraph of its own after the story as it stands; the story's own limit holds.
      const biography = [member.biography, String(changes.memory)].filter((part) => part && part.trim() !== '').join('\n\n');
      check(members.entity, { biography }, true);
      return (await members.update(request, member, { biography })).id;
    },
  },
};

const ajv = new Ajv(ajvOptions.customOptions);
ajvOptions.onCreate(ajv);
const compiled = new Map<string, ValidateFunction>();

function validator(key: string, schema: () => object): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(schema())));
  return validate;
}

/** Refuses values the entity's own rules refuse, naming the field as the record's calls do. */
function check(entity: EntitySchema, values: unknown, partial: boolean): void {
  const validate = validator(`${entity.$id}:${String(partial)}`, () => bodySchema(entity, partial));
  if (!validate(values)) throw schemaErrorFormatter(validate.errors as FastifySchemaValidationError[], 'body');
}

/** The rule of a kind for a resource; 400 when that kind cannot be about it (a partner's child). */
export function kindRule(kind: SuggestionKind, resource: SuggestedResource): KindRule {
  const rule = KINDS[kind];
  if (!rule.resources.includes(resource))
    throw badRequest(`A suggestion of kind ${kind} is about ${rule.resources.join(' or ')}, not ${resource}`);
  return rule;
}

/** Refuses changes that are not what the kind proposes, or that the record's rules refuse (a date the calendar has not). */
export function checkChanges(kind: SuggestionKind, resource: SuggestedResource, changes: SuggestedChanges): void {
  const validate = validator(`${kind}:${resource}`, () => kindRule(kind, resource).schema(resource));
  if (!validate(changes)) throw schemaErrorFormatter(validate.errors as FastifySchemaValidationError[], 'body');
}

/** The service of the records of a resource suggestions may be about. */
export function serviceOf(services: SuggestionServices, resource: SuggestedResource): EntityService {
  const of = { 'family-members': services.members, 'family-partners': services.partners, albums: services.albums }[resource];
  return of as unknown as EntityService;
}
