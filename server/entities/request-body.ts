// Turns what a client sends into the properties a repository may write: multipart fields and the
// uploaded file, the spec's alias names, read-only properties dropped, the author set from the sign-in.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { EntitySchema } from '../../common/model/entities.ts';
import { fromFormField } from '../../common/model/properties.ts';
import type { WireRecord } from '../db/codec.ts';
import { badRequest, fieldRefused, HttpError } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `file` part of a multipart request, read into memory (size-limited by the multipart plugin). */
    uploadedFile: Buffer | null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The canonical name of a property the client may have sent under an alias. */
function aliasMap(entity: EntitySchema): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, prop] of Object.entries(entity.properties)) for (const alias of prop['x-aliases'] ?? []) map.set(alias, name);
  return map;
}

/** Turns a multipart text field into the body's property: its name and the value as the body's schema takes it. */
export type FormField = (name: string, text: string) => [string, unknown];

/** An entity's form fields: the value typed as its property (an alias kept, for prepareBody to rename). */
export function entityFields(entity: EntitySchema): FormField {
  const aliases = aliasMap(entity);
  return (name, text) => {
    const prop = entity.properties[aliases.get(name) ?? name];
    // An unknown field is kept as sent, for validation to name it.
    return [name, prop ? fromFormField(prop, text) : text];
  };
}

/**
 * The file part's bytes, read into one buffer of the length the request gives (at most `limit`, which the part
 * cannot pass). Gathering the part's chunks and joining them at the end (the plugin's toBuffer) holds the file
 * twice over for a moment, and the process keeps the memory: a 72 MB GEDCOM file took a started portal from 222 to
 * 361 MB before its import began. A request of no stated length (sent in chunks) is read that way all the same.
 */
async function fileBytes(request: FastifyRequest, part: MultipartFile, limit: number): Promise<Buffer> {
  const length = Number(request.headers['content-length']);
  if (!(length > 0)) return part.toBuffer();
  const bytes = Buffer.allocUnsafe(Math.min(length, limit));
  let size = 0;
  // The request's body is no longer than its stated length, and the part is inside the body. A file over the limit
  // is cut there, and the plugin refuses the request (413) through the parts being read.
  for await (const chunk of part.file as AsyncIterable<Buffer>) size += chunk.copy(bytes, size);
  return bytes.subarray(0, size);
}

/**
 * Reads a multipart body into request.body (fields) and request.uploadedFile (the `file` part);
 * `maxFileBytes` replaces the plugin's limit for a call whose files are not photos (a GEDCOM file).
 * Answers the file's name as the browser sent it.
 */
export async function readMultipart(request: FastifyRequest, field: FormField, maxFileBytes?: number): Promise<string | undefined> {
  const fields: Record<string, unknown> = {};
  let fileName: string | undefined;
  try {
    for await (const part of request.parts(maxFileBytes ? { limits: { fileSize: maxFileBytes } } : undefined)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(`body/${part.fieldname}: files are accepted in the field "file" only`);
        request.uploadedFile = maxFileBytes ? await fileBytes(request, part, maxFileBytes) : await part.toBuffer();
        fileName = part.filename;
        if (request.uploadedFile.length === 0) throw fieldRefused({ field: 'file', rule: 'emptyFile' });
      } else {
        const [name, value] = field(part.fieldname, String(part.value));
        fields[name] = value;
      }
    }
  } catch (error) {
    // The multipart plugin's own errors carry their status (413 for a file too large); the parser's
    // do not: a body without a boundary or cut short is the client's fault, not the server's.
    if (error instanceof Error && !('statusCode' in error))
      throw badRequest(`body is not a complete multipart/form-data message (${error.message})`);
    throw error;
  }
  request.body = fields;
  return fileName;
}

/** preValidation: multipart for entities that hold a file, then alias names → canonical names. */
export function prepareBody(entity: EntitySchema, acceptsFile: boolean) {
  const aliases = aliasMap(entity);
  return async (request: FastifyRequest) => {
    request.uploadedFile = null;
    if (request.isMultipart()) {
      if (!acceptsFile) throw new HttpError(415, 'multipart/form-data is accepted only where a file is uploaded');
      await readMultipart(request, entityFields(entity));
    }
    const body = request.body;
    if (!isObject(body)) return;
    for (const [alias, name] of aliases) {
      if (!(alias in body)) continue;
      if (body[name] === undefined) body[name] = body[alias];
      delete body[alias];
    }
  };
}

/** The properties a client may write, from a validated body; x-author properties come from the sign-in. */
export function writableInput(entity: EntitySchema, body: unknown, authorId: number | undefined, creating: boolean): WireRecord {
  const input: WireRecord = {};
  if (isObject(body))
    for (const [name, value] of Object.entries(body)) if (entity.properties[name] && !entity.properties[name].readOnly) input[name] = value;
  if (creating) for (const [name, prop] of Object.entries(entity.properties)) if (prop['x-author']) input[name] = authorId ?? null;
  return input;
}
