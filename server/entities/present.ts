// What a caller receives of a record: private fields only for MODERATOR and ADMIN, and the stored
// file key replaced by a signed download link.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileField, privateFields, type EntitySchema } from '../../common/model/entities.ts';
import { seesPrivate } from '../../common/model/roles.ts';
import type { WireRecord } from '../db/codec.ts';
import { roleOf } from '../plugins/app/authentication.ts';

export type Presenter = (record: WireRecord, request: FastifyRequest) => WireRecord;

export const downloadPath = (entity: EntitySchema, id: unknown): string => `${entity['x-resource'].endpoint}/${String(id)}/download`;

export function presenter(app: FastifyInstance, entity: EntitySchema): Presenter {
  const hidden = privateFields(entity);
  const file = fileField(entity);
  return (record, request) => {
    const out = { ...record };
    if (!seesPrivate(roleOf(request))) for (const name of hidden) delete out[name];
    if (file) {
      const key = record[file];
      const holder = request.currentUser && { id: request.currentUser.id, tokenVersion: request.currentUser.tokenVersion };
      out[file] = typeof key === 'string' ? app.fileLinks.sign(downloadPath(entity, record.id), key.slice(0, 8), holder) : null;
    }
    return out;
  };
}
