// Every call of the API and the permission it needs, generated from the schema: the generic calls of
// each entity, its file calls, and the extra calls of spec section 7. Who holds that permission is not
// read from the schema here: the role matrix looks it up in spec section 6 (test/support/access-table.ts).
import type { InjectOptions } from 'fastify';
import { ENTITIES, entityByResource, fileField, keyOf, type EntitySchema } from '../../../common/model/entities.ts';
import { RESOURCE_PROPOSE, type Access, type Action } from '../../support/access-table.ts';
import type { TestApp } from './build-test-app.ts';
import { createRecord, multipartBody, sampleInput, samplePng } from './samples.ts';

export interface ApiCall {
  name: string;
  /** The permission the call needs. */
  access: Access;
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

/** The permission of a generic call of the entity. */
const needs = (entity: EntitySchema, action: Action): Access => ({ resource: entity['x-resource'].name, action });

function genericCalls(entity: EntitySchema): ApiCall[] {
  const { endpoint } = entity['x-resource'];
  const calls: ApiCall[] = [
    { name: 'list', access: needs(entity, 'read'), ok: 200, request: async () => ({ method: 'GET', url: endpoint }) },
    {
      name: 'get',
      access: needs(entity, 'read'),
      ok: 200,
      request: async (t) => ({ method: 'GET', url: keyPath(entity, await createRecord(t, entity)) }),
    },
    {
      name: 'create',
      // Where lower roles may propose a record (a member's photo), they create it too: the samples' albums are open to members.
      access: RESOURCE_PROPOSE[entity['x-resource'].name]
        ? { capability: RESOURCE_PROPOSE[entity['x-resource'].name] }
        : needs(entity, 'create'),
      ok: 201,
      request: async (t) => ({ method: 'POST', url: endpoint, payload: await sampleInput(t, entity) }),
    },
    {
      name: 'update',
      access: needs(entity, 'update'),
      ok: 200,
      request: async (t) => ({ method: 'PUT', url: keyPath(entity, await createRecord(t, entity)), payload: await sampleInput(t, entity) }),
    },
    {
      name: 'delete',
      access: needs(entity, 'delete'),
      ok: 200,
      request: async (t) => ({ method: 'DELETE', url: keyPath(entity, await createRecord(t, entity)) }),
    },
  ];
  if (!fileField(entity)) return calls;
  return [
    ...calls,
    {
      name: 'upload',
      access: needs(entity, 'update'),
      ok: 200,
      request: async (t) => ({
        method: 'POST',
        url: `${keyPath(entity, await createRecord(t, entity))}/upload`,
        ...multipartBody({}, { data: await samplePng() }),
      }),
    },
    {
      name: 'download with a token',
      access: needs(entity, 'read'),
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
      access: needs(members, 'read'),
      ok: 200,
      request: async (t) => (await createRecord(t, members), { method: 'GET', url: `${m.endpoint}/getrootmember` }),
    },
    {
      name: 'addchild',
      access: needs(members, 'create'),
      ok: 201,
      request: async (t) => ({
        method: 'POST',
        url: `${keyPath(members, await createRecord(t, members))}/addchild`,
        payload: await sampleInput(t, members, ['parentId']),
      }),
    },
    {
      name: 'getchildren',
      access: needs(members, 'read'),
      ok: 200,
      request: async (t) => ({ method: 'GET', url: `${keyPath(members, await createRecord(t, members))}/getchildren` }),
    },
    {
      name: 'getparent',
      access: needs(members, 'read'),
      ok: 200,
      request: async (t) => {
        const child = await createRecord(t, members, { parentId: (await createRecord(t, members)).id });
        return { method: 'GET', url: `${keyPath(members, child)}/getparent` };
      },
    },
    {
      name: 'addpartner',
      access: needs(members, 'create'),
      ok: 201,
      request: async (t) => ({
        method: 'POST',
        url: `${keyPath(members, await createRecord(t, members))}/addpartner`,
        payload: await sampleInput(t, partners, ['memberId']),
      }),
    },
    {
      name: 'getpartners',
      access: needs(members, 'read'),
      ok: 200,
      request: async (t) => ({ method: 'GET', url: `${keyPath(members, await createRecord(t, members))}/getpartners` }),
    },
    {
      name: 'getonepartner',
      access: needs(members, 'read'),
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
      access: needs(albums, 'read'),
      ok: 200,
      request: async (t) => ({
        method: 'GET',
        url: `${albums['x-resource'].endpoint}/name/${encodeURIComponent(String((await createRecord(t, albums)).name))}`,
      }),
    },
    {
      name: 'images',
      access: needs(images, 'read'),
      ok: 200,
      request: async (t) => ({ method: 'GET', url: `${keyPath(albums, await createRecord(t, albums))}/images` }),
    },
  ],
  [activities.$id]: [
    {
      name: 'by date',
      access: needs(activities, 'read'),
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
    access: { capability: 'site' },
    ok: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/v1/mail/contactus',
      payload: { name: 'Visitor', mailFrom: 'visitor@example.com', mailSubject: 'A question', mailContent: 'Hello' },
    }),
  },
];
