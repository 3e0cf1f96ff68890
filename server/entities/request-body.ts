// Turns what a client sends into the properties a repository may write: multipart fields and the
// uploaded file, the spec's alias names, read-only properties dropped, the author set from the sign-in.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { EntitySchema } from '../../common/model/entities.ts';
import { fromFormField } from '../../common/model/properties.ts';
import type { WireRecord } from '../db/codec.ts';
import { badRequest, fieldRefused, HttpError } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `file` part of a multipart request, read into memory (size-limited by the multipart plugin), unless written to the disk. */
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

/** Where a request's file goes instead of memory, and how large it may be: a GEDCOM file, written to the disk. */
export interface FileToDisk {
  path: string;
  maxBytes: number;
}

/** The file part written to `path` as it arrives; its size. A part over the limit is refused (413) by the plugin as it is read. */
async function saveFile(part: MultipartFile, path: string): Promise<number> {
  const file = createWriteStream(path, { mode: 0o600 });
  await pipeline(part.file, file);
  return file.bytesWritten;
}

/**
 * Reads a multipart body into request.body (fields) and request.uploadedFile (the `file` part, a photo), or with
 * `toDisk` the file into the file it names, with its own limit (a GEDCOM file). Answers the file's name as the
 * browser sent it.
 */
export async function readMultipart(request: FastifyRequest, field: FormField, toDisk?: FileToDisk): Promise<string | undefined> {
  const fields: Record<string, unknown> = {};
  let fileName: string | undefined;
  try {
    for await (const part of request.parts(toDisk ? { limits: { fileSize: toDisk.maxBytes } } : undefined)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(`body/${part.fieldname}: files are accepted in the field "file" only`);
        let size: number;
        if (toDisk) {
          request.uploadedFile = null;
          size = await saveFile(part, toDisk.path);
        } else {
          request.uploadedFile = await part.toBuffer();
          size = request.uploadedFile.length;
        }
        fileName = part.filename;
        if (size === 0) throw fieldRefused({ field: 'file', rule: 'emptyFile' });
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
