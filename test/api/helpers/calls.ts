// Every call of the API with the lowest role allowed to make it, generated from the schema: the generic
// calls of each entity, its file calls, and the extra calls of spec section 7.
import type { InjectOptions } from 'fastify';
import { ENTITIES, entityByResource, fileField, keyOf, type EntitySchema } from '../../../src/model/entities.ts';
import type { Role } from '../../../src/model/roles.ts';
import type { TestApp } from './build-test-app.ts';
import { createRecord, multipartBody, sampleInput, samplePng } from './samples.ts';

export interface ApiCall {
  name: string;
  /** The lowest role allowed; null when the call is not offered (404 for everyone). */
  role: Role | null;
  /** The status of a successful call. */
  ok: number;
  /** Creates what the call needs and returns the request. */
  request(t: TestApp): Promise<InjectOptions>;
}

const keyPath = (entity: EntitySchema, record: Record<string, unknown>): string =>
  `${entity['x-resource'].endpoint}/${encodeURIComponent(String(record[keyOf(entity)]))}`;

/** A stored record with a file attached, as an upload would leave it. */
export async function recordWithFile(t: TestApp, entity: EntitySchema): Promise<Record<string, unknown>> {
  const record = await createRecord(t, entity);
  const key = await t.app.storage.saveImage(await samplePng());
  return t.app.repositories.of(entity).update(record.id as number, { [fileField(entity)!]: key });
}

function genericCalls(entity: EntitySchema): ApiCall[] {
  const { endpoint, permissions } = entity['x-resource'];
  const calls: ApiCall[] = [
    { name: 'list', role: permissions.read, ok: 200, request: async () => ({ method: 'GET', url: endpoint }) },
    {
      name: 'get',
      role: permissions.read,
      ok: 200,
      request: async (t) => ({ method: 'GET', url: keyPath(entity, await createRecord(t, entity)) }),
    },
    {
      name: 'create',
      role: permissions.create,
      ok: 201,
      request: async (t) => ({ method: 'POST', url: endpoint, payload: await sampleInput(t, entity) }),
    },
    {
      name: 'update',
      role: permissions.update,
      ok: 200,
      request: async (t) => ({ method: 'PUT', url: keyPath(entity, await createRecord(t, entity)), payload: await sampleInput(t, entity) }),
    },
    {
      name: 'delete',
      role: permissions.delete,
      ok: 200,
      request: async (t) => ({ method: 'DELETE', url: keyPath(entity, await createRecord(t, entity)) }),
    },
  ];
  if (!fileField(entity)) return calls;
  return [
    ...calls,
    {
      name: 'upload',
      role: permissions.update,
      ok: 200,
      request: async (t) => ({
        method: 'POST',
        url: `${keyPath(entity, await createRecord(t, entity))}/upload`,
        ...multipartBody({}, { data: await samplePng() }),
      }),
    },
    {
      name: 'download with a token',
      role: permissions.read,
      ok: 200,
      request: async (t) => ({ method: 'GET', url: `${keyPath(entity, await recordWithFile(t, entity))}/download` }),
    },
  ];
}

const members = entityByResource('family-members');
const partners = entityByResource('family-partners');
const albums = entityByResource('albums');
const images = entityByResource('images');
const activities = entityByResource('family-activities');
const m = members['x-resource'];

const extraCalls: Record<string, ApiCall[]> = {
  [members.$id]: [
    {
      name: 'getrootmember',
      role: m.permissions.read,
      ok: 200,
      request: async (t) => (await createRecord(t, members), { method: 'GET', url: `${m.endpoint}/getrootmember` }),
    },
    {
      name: 'addchild',
      role: m.permissions.create,
      ok: 201,
      request: async (t) => ({
        method: 'POST',
        url: `${keyPath(members, await createRecord(t, members))}/addchild`,
        payload: await sampleInput(t, members, ['parentId']),
      }),
    },
    {
      name: 'getchildren',
      role: m.permissions.read,
      ok: 200,
      request: async (t) => ({ method: 'GET', url: `${keyPath(members, await createRecord(t, members))}/getchildren` }),
    },
    {
      name: 'getparent',
      role: m.permissions.read,
      ok: 200,
      request: async (t) => {
        const child = await createRecord(t, members, { parentId: (await createRecord(t, members)).id });
        return { method: 'GET', url: `${keyPath(members, child)}/getparent` };
      },
    },
    {
      name: 'addpartner',
      role: m.permissions.create,
      ok: 201,
      request: async (t) => ({
        method: 'POST',
        url: `${keyPath(members, await createRecord(t, members))}/addpartner`,
        payload: await sampleInput(t, partners, ['memberId']),
      }),
    },
    {
      name: 'getpartners',
      role: m.permissions.read,
      ok: 200,
      request: async (t) => ({ method: 'GET', url: `${keyPath(members, await createRecord(t, members))}/getpartners` }),
    },
    {
      name: 'getonepartner',
      role: m.permissions.read,
      ok: 200,
      request: async (t) => {
        const partner = await createRecord(t, partners);
        return { method: 'GET', url: `${m.endpoint}/${String(partner.memberId)}/getonepartner/${String(partner.id)}` };
      },
    },
  ],
  [albums.$id]: [
    {
      name: 'by name',
      role: albums['x-resource'].permissions.read,
      ok: 200,
      request: async (t) => ({
        method: 'GET',
        url: `${albums['x-resource'].endpoint}/name/${encodeURIComponent(String((await createRecord(t, albums)).name))}`,
      }),
    },
    {
      name: 'images',
      role: images['x-resource'].permissions.read,
      ok: 200,
      request: async (t) => ({ method: 'GET', url: `${keyPath(albums, await createRecord(t, albums))}/images` }),
    },
  ],
  [activities.$id]: [
    {
      name: 'by date',
      role: activities['x-resource'].permissions.read,
      ok: 200,
      request: async () => ({ method: 'GET', url: `${activities['x-resource'].endpoint}/date/15-06-1990` }),
    },
  ],
};

export const CALLS: Array<{ entity: EntitySchema; calls: ApiCall[] }> = ENTITIES.map((entity) => ({
  entity,
  calls: [...genericCalls(entity), ...(extraCalls[entity.$id] ?? [])],
}));

/** Calls outside the entities: the contact form. */
export const OTHER_CALLS: ApiCall[] = [
  {
    name: 'contact us',
    role: 'ANONYMOUS',
    ok: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/v1/mail/contactus',
      payload: { name: 'Visitor', mailFrom: 'visitor@example.com', mailSubject: 'A question', mailContent: 'Hello' },
    }),
  },
];
