// Valid records of any entity, generated from its schema: every writable property filled (private ones
// too, so that stripping can be checked), references created on the way.
import sharp from 'sharp';
import { entityByResource, type EntitySchema, type PropertySchema } from '../../../common/model/entities.ts';
import { baseType, isNullable } from '../../../common/model/properties.ts';
import type { WireRecord } from '../../../server/db/codec.ts';
import { fixtureHash } from './passwords.ts';
import type { TestApp } from './build-test-app.ts';

let counter = 0;

function text(prop: PropertySchema, n: number): string {
  const value = `Sample-${n}`;
  return value.padEnd(prop.minLength ?? 0, 'x').slice(0, prop.maxLength ?? value.length);
}

async function sampleValue(t: TestApp, prop: PropertySchema, n: number): Promise<unknown> {
  const reference = prop['x-reference'];
  // A link the record may go without is left out: a member's parent would need a parent of its own, and a
  // member's mother a partner of a member who needs a mother, without end. Samples start at a root.
  if (reference && isNullable(prop)) return null;
  if (reference) {
    const target = await createRecord(t, entityByResource(reference.resource));
    return target[reference.by ?? 'id'];
  }
  if (prop.enum) return prop.enum.includes('yes') ? 'yes' : prop.enum[0];
  if (prop.format === 'email') return `sample${n}@example.com`;
  if (prop.format === 'dmy-date') return '15-06-1990';
  if (prop.format === 'partial-date') return n % 2 === 0 ? '15-06-1990' : 'ABT 1990';
  if (prop['x-input'] === 'time') return '18:30';
  if (prop.format === 'web-url') return `https://example.com/family/${n}`;
  switch (baseType(prop)) {
    case 'integer':
    case 'number':
      return n;
    case 'boolean':
      return true;
    default:
      return text(prop, n);
  }
}

/** A body the create call accepts: every writable property with a valid value. */
export async function sampleInput(t: TestApp, entity: EntitySchema, omit: string[] = []): Promise<WireRecord> {
  const n = ++counter;
  const input: WireRecord = {};
  for (const [name, prop] of Object.entries(entity.properties))
    if (!prop.readOnly && !omit.includes(name)) input[name] = await sampleValue(t, prop, n);
  return input;
}

/** A stored record, written through the repository (users through their own store). */
export async function createRecord(t: TestApp, entity: EntitySchema, overrides: WireRecord = {}): Promise<WireRecord> {
  const input = { ...(await sampleInput(t, entity)), ...overrides };
  // An authored record has its author, as the create route sets it: the moderator.
  for (const [name, prop] of Object.entries(entity.properties)) if (prop['x-author']) input[name] ??= t.users.MODERATOR.id;
  if (entity.$id === 'user') {
    const n = ++counter;
    return t.app.repositories.users.createUser({
      ...(input as { email: string }),
      username: `sample-${n}`,
      passwordHash: await fixtureHash('sample-password'),
      allowed: true,
      roles: ['ROLE_USER'],
    });
  }
  return t.app.repositories.of(entity).create(input);
}

/** A small real PNG, different each call. */
export async function samplePng(): Promise<Buffer> {
  const n = ++counter;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: (n * 40) % 256, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with text fields and an optional file in the field `file`. */
export function multipartBody(fields: Record<string, unknown>, file?: { data: Buffer; name?: string; type?: string }) {
  const boundary = `----portal${Date.now()}${++counter}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value === null ? '' : String(value)}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'photo.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
