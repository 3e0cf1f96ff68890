// The steps of reading and writing one entity shared by its generic routes and its extra routes:
// find by key, create (with an uploaded image), update, delete (with the entity's rules and its file).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Suggestion } from '../../common/generated/api.ts';
import type { EntityRecords, ResourceName } from '../../common/generated/types.ts';
import { fileField, keyOf, type EntitySchema } from '../../common/model/entities.ts';
import type { EntityRecord } from '../db/codec.ts';
import { notFound } from '../http-error.ts';
import type { StoredPhoto } from '../plugins/app/storage.ts';
import type { EntityRepository } from './entity-repository.ts';
import { presenter, type Presenter } from './present.ts';

export interface EntityRules<R extends EntityRecord = EntityRecord> {
  /** Refuses a write by throwing, or completes the input with what follows from it; `existing` is undefined on create. */
  beforeWrite?(input: Partial<R>, existing: R | undefined, request: FastifyRequest): Promise<void>;
  /** Work after an update (another record that repeats this one's values); the update stands whatever it does. */
  afterUpdate?(record: R, request: FastifyRequest): Promise<void>;
  /** Refuses a delete by throwing. */
  beforeDelete?(record: R, request: FastifyRequest): Promise<void>;
  /** Work after a create (sending a mail); returns the record to answer with and the message to show. */
  afterCreate?(record: R, request: FastifyRequest): Promise<{ record: R; message: string }>;
  /**
   * A create sent by a role below the entity's `create` that its `propose` role lets propose (a member's photo):
   * the suggestion it is held as for a moderator, or null when it is written at once (an album open to members).
   */
  hold?(input: Partial<R>, request: FastifyRequest): Promise<Suggestion | null>;
}

/** The value a write leaves in a field, as a rule reads it: what the write sends, else what was stored. */
export const written = <R, K extends keyof R>(input: Partial<R>, existing: R | undefined, field: K): R[K] | undefined =>
  input[field] !== undefined ? input[field] : existing?.[field];

/** R is the record of the entity, generated from its schema; the generic routes see any entity's. */
export interface EntityService<R extends EntityRecord = EntityRecord> {
  entity: EntitySchema;
  repo: EntityRepository<R>;
  present: Presenter;
  find(keyValue: string | number): Promise<R>;
  create(request: FastifyRequest, input: Partial<R>): Promise<{ record: R; message: string }>;
  update(request: FastifyRequest, existing: R, input: Partial<R>): Promise<R>;
  remove(request: FastifyRequest, existing: R): Promise<void>;
  /** Stores the uploaded image as the record's file, replacing (and deleting) the previous one. */
  attach(existing: R, data: Buffer): Promise<R>;
  /** A proposed create (EntityRules.hold): the suggestion it waits as, or null to create it. */
  hold(request: FastifyRequest, input: Partial<R>): Promise<Suggestion | null>;
}

/** A stored photo as the record's columns: its key in the file field, and the facts the entity keeps (a gallery image's size, colour, date). */
export function photoColumns(entity: EntitySchema, file: string, photo: StoredPhoto): Record<string, unknown> {
  const { key, ...facts } = photo;
  return { [file]: key, ...Object.fromEntries(Object.entries(facts).filter(([name]) => name in entity.properties)) };
}

/** The stored file key of a record (a string, or null before any upload). */
const fileKeyOf = (record: EntityRecord, file: string): string | null => {
  const key = record[file];
  return typeof key === 'string' ? key : null;
};

export function entityService<N extends ResourceName>(
  app: FastifyInstance,
  resource: N,
  rules: EntityRules<EntityRecords[N]> = {},
): EntityService<EntityRecords[N]> {
  type R = EntityRecords[N];
  const repo = app.repositories.ofResource(resource);
  const entity = repo.entity;
  const key = keyOf(entity);
  const file = fileField(entity);

  return {
    entity,
    repo,
    present: presenter(app, entity),
    async find(keyValue) {
      const record =
        key === 'id'
          ? await repo.findById(Number(keyValue))
          : (await repo.list({ sort: { field: 'id', order: 'ASC' }, filter: { [key]: keyValue } })).records[0];
      if (!record) throw notFound(`${entity.title} ${keyValue} not found`);
      return record;
    },
    async create(request, input) {
      await rules.beforeWrite?.(input, undefined, request);
      // The image is checked and stored first: a file that is not an image must not leave a record behind.
      const photo = file && request.uploadedFile ? await app.storage.savePhoto(request.uploadedFile) : undefined;
      let record: R;
      try {
        record = await repo.create(file && photo ? ({ ...input, ...photoColumns(entity, file, photo) } as Partial<R>) : input);
      } catch (error) {
        await app.storage.remove(photo?.key);
        throw error;
      }
      return rules.afterCreate ? rules.afterCreate(record, request) : { record, message: `${entity.title} created Successfully !` };
    },
    async update(request, existing, input) {
      await rules.beforeWrite?.(input, existing, request);
      const record = await repo.update(existing.id, input);
      await rules.afterUpdate?.(record, request);
      return record;
    },
    async remove(request, existing) {
      await rules.beforeDelete?.(existing, request);
      await repo.delete(existing.id);
      // A record whose history is kept may be restored with its picture (an album with its images'): the files stay.
      if (file && !repo.history) await app.storage.remove(fileKeyOf(existing, file));
    },
    async attach(existing, data) {
      if (!file) throw new Error(`${entity.$id} holds no file`);
      const photo = await app.storage.savePhoto(data);
      const { [file]: key, ...facts } = photoColumns(entity, file, photo);
      let record = await repo.setFile(existing.id, key as string);
      if (Object.keys(facts).length > 0) record = await repo.update(existing.id, facts as Partial<R>);
      // The picture replaced stays while the history may bring it back (a revert of the change).
      if (!repo.history) await app.storage.remove(fileKeyOf(existing, file));
      return record;
    },
    async hold(request, input) {
      if (!rules.hold) throw new Error(`${entity.$id} has a propose role but no rule that holds a proposal`);
      return rules.hold(input, request);
    },
  };
}
