// How a server record becomes a react-admin record and back. Pure, so the view generation and the
// tests share it without loading react-admin.
import { keyOf, type EntitySchema } from '../../common/model/entities.ts';

/** The form source of an uploaded file; sent as the multipart field `file` (schema README, x-input image). */
export const UPLOAD_SOURCE = 'file';

/** Where a keyed resource keeps the server's numeric id, since react-admin's `id` holds the key. */
export const SERVER_ID_SOURCE = 'serverId';

type Data = Record<string, unknown>;

/** Server record → react-admin record: for a keyed entity (users), `id` becomes the key and the numeric id moves aside. */
export function toRaRecord<T extends Data>(entity: EntitySchema, record: T): T {
  const key = keyOf(entity);
  return key === 'id' ? record : { ...record, id: record[key], [SERVER_ID_SOURCE]: record.id };
}

/** Form data → wire payload: only the entity's own properties (the server refuses others), plus the file. */
export function toWireData(entity: EntitySchema, data: Data): Data {
  const keyed = keyOf(entity) !== 'id';
  const wire: Data = {};
  for (const [name, value] of Object.entries(data)) {
    if (name === UPLOAD_SOURCE || (name in entity.properties && !(keyed && name === 'id'))) wire[name] = value;
  }
  if (keyed && SERVER_ID_SOURCE in data) wire.id = data[SERVER_ID_SOURCE];
  return wire;
}
