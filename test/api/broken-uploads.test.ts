// Every upload call, generated from the schema (each entity with a file property: its multipart create
// and its /{id}/upload), refuses a broken request with a 4xx and a message, and stores nothing.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENTITIES, fileField, type EntitySchema } from '../../common/model/entities.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { createRecord, multipartBody, sampleInput } from './helpers/samples.ts';

interface UploadCall {
  name: string;
  entity: EntitySchema;
  /** The form fields that go with the file, and the path. */
  prepare(t: TestApp): Promise<{ url: string; fields: Record<string, unknown>; recordId?: number }>;
}

const UPLOAD_CALLS: UploadCall[] = ENTITIES.filter((e) => fileField(e)).flatMap((entity) => {
  const { endpoint, permissions } = entity['x-resource'];
  const calls: UploadCall[] = [];
  if (permissions.create && entity.$id !== 'member')
    calls.push({ name: `${entity.$id} create`, entity, prepare: async (t) => ({ url: endpoint, fields: await sampleInput(t, entity) }) });
  if (permissions.update)
    calls.push({
      name: `${entity.$id} upload`,
      entity,
      prepare: async (t) => {
        const record = await createRecord(t, entity);
        return { url: `${endpoint}/${String(record.id)}/upload`, fields: {}, recordId: Number(record.id) };
      },
    });
  return calls;
});

/** A PNG whose header is sound and whose pixel data is not. */
async function damagedPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const broken = Buffer.from(png);
  for (let i = 100; i < broken.length - 20; i += 7) broken[i] ^= 0x5a;
  return broken;
}

describeOnDatabases('broken uploads', (db) => {
  let t: TestApp;
  let damaged: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    await t.app.repositories.ofResource('albums').create({ name: 'Family', description: 'all of us' });
    damaged = await damagedPng();
  });
  afterAll(async () => t?.close());

  test('the upload calls are the five of the spec', () => {
    expect(UPLOAD_CALLS.map((c) => c.name).sort()).toEqual([
      'image create',
      'image upload',
      'member upload',
      'notification create',
      'notification upload',
    ]);
  });

  describe.each(UPLOAD_CALLS)('$name', (call) => {
    const BROKEN: Array<[string, (fields: Record<string, unknown>) => { payload: Buffer; headers: Record<string, string> }]> = [
      [
        'multipart without a boundary',
        (fields) => ({ ...multipartBody(fields, { data: Buffer.from('x') }), headers: { 'content-type': 'multipart/form-data' } }),
      ],
      [
        'a multipart body cut short',
        (fields) => {
          const whole = multipartBody(fields, { data: Buffer.alloc(2000, 1) });
          return { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 1500) };
        },
      ],
      ['an empty file part', (fields) => multipartBody(fields, { data: Buffer.alloc(0) })],
      ['a PNG with damaged pixel data', (fields) => multipartBody(fields, { data: damaged })],
      ['text that is no image', (fields) => multipartBody(fields, { data: Buffer.from('just words'), type: 'image/png' })],
    ];

    test.each(BROKEN)('%s: a 4xx with a message, nothing stored', async (_name, body) => {
      const { url, fields, recordId } = await call.prepare(t);
      const repo = t.app.repositories.of(call.entity);
      const before = { count: await repo.count(), record: recordId ? await repo.findBy('id', recordId) : undefined };
      const response = await t.injectAs('ADMIN', { method: 'POST', url, ...body(fields) });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json().message).toBeTruthy();
      expect(await repo.count()).toBe(before.count);
      if (recordId) expect(await repo.findBy('id', recordId)).toEqual(before.record);
    });
  });
});
