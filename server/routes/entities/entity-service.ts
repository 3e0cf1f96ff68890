// The steps of reading and writing one entity shared by its generic routes and its extra routes:
// find by key, create (with an uploaded image), update, delete (with the entity's rules and its file).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileField, keyOf, type EntitySchema } from '../../../src/model/entities.ts';
import type { WireRecord } from '../../db/codec.ts';
import { notFound } from '../../http-error.ts';
import type { EntityRepository } from '../../plugins/app/repositories/entity-repository.ts';
import { presenter, type Presenter } from './present.ts';

export interface EntityRules {
  /** Refuses a write by throwing; `existing` is undefined on create. */
  beforeWrite?(input: WireRecord, existing: WireRecord | undefined, request: FastifyRequest): Promise<void>;
  /** Refuses a delete by throwing; may return clean-up to run once the record is gone (files of cascaded rows). */
  beforeDelete?(record: WireRecord, request: FastifyRequest): Promise<void | (() => Promise<void>)>;
  /** Work after a create (sending a mail); returns the record to answer with and the message to show. */
  afterCreate?(record: WireRecord, request: FastifyRequest): Promise<{ record: WireRecord; message: string }>;
}

export interface EntityService {
  entity: EntitySchema;
  repo: EntityRepository;
  present: Presenter;
  find(keyValue: string | number): Promise<WireRecord>;
  create(request: FastifyRequest, input: WireRecord): Promise<{ record: WireRecord; message: string }>;
  update(request: FastifyRequest, existing: WireRecord, input: WireRecord): Promise<WireRecord>;
  remove(request: FastifyRequest, existing: WireRecord): Promise<void>;
  /** Stores the uploaded image as the record's file, replacing (and deleting) the previous one. */
  attach(existing: WireRecord, data: Buffer): Promise<WireRecord>;
}

export function entityService(app: FastifyInstance, entity: EntitySchema, rules: EntityRules = {}): EntityService {
  const repo = app.repositories.of(entity);
  const key = keyOf(entity);
  const file = fileField(entity);

  return {
    entity,
    repo,
    present: presenter(app, entity),
    async find(keyValue) {
      const record = await repo.findBy(key, key === 'id' ? Number(keyValue) : keyValue);
      if (!record) throw notFound(`${entity.title} ${keyValue} not found`);
      return record;
    },
    async create(request, input) {
      await rules.beforeWrite?.(input, undefined, request);
      // The image is checked and stored first: a file that is not an image must not leave a record behind.
      const fileKey = file && request.uploadedFile ? await app.storage.saveImage(request.uploadedFile) : undefined;
      let record: WireRecord;
      try {
        record = await repo.create(fileKey ? { ...input, [file!]: fileKey } : input);
      } catch (error) {
        await app.storage.remove(fileKey);
        throw error;
      }
      return rules.afterCreate ? rules.afterCreate(record, request) : { record, message: `${entity.title} created Successfully !` };
    },
    async update(request, existing, input) {
      await rules.beforeWrite?.(input, existing, request);
      return repo.update(existing.id as number, input);
    },
    async remove(request, existing) {
      const cleanUp = await rules.beforeDelete?.(existing, request);
      await repo.delete(existing.id as number);
      if (file) await app.storage.remove(existing[file] as string | null);
      if (cleanUp) await cleanUp();
    },
    async attach(existing, data) {
      const fileKey = await app.storage.saveImage(data);
      const record = await repo.update(existing.id as number, { [file!]: fileKey });
      await app.storage.remove(existing[file!] as string | null);
      return record;
    },
  };
}
