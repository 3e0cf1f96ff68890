// Bad input on every write call, generated from the schema: wrong types, missing required properties,
// unknown fields, oversized strings, malformed JSON and wrong content types are always a 4xx with a
// message, never a 5xx, and nothing is written.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENTITIES, entityByResource, keyOf, type EntitySchema } from '../../common/model/entities.ts';
import { baseType } from '../../common/model/properties.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { createRecord, sampleInput } from './helpers/samples.ts';

interface WriteCall {
  name: string;
  /** The entity the body describes (the record written). */
  entity: EntitySchema;
  method: 'POST' | 'PUT';
  creating: boolean;
  /** Properties the path supplies. */
  omit: string[];
  url(t: TestApp): Promise<string>;
}

const members = entityByResource('family-members');
const partners = entityByResource('family-partners');
const memberPath = async (t: TestApp, suffix: string) =>
  `${members['x-resource'].endpoint}/${String((await createRecord(t, members)).id)}/${suffix}`;

const WRITES: WriteCall[] = [
  ...ENTITIES.filter((e) => e['x-resource'].permissions.create).map((entity) => ({
    name: `${entity.$id} create`,
    entity,
    method: 'POST' as const,
    creating: true,
    omit: [],
    url: async () => entity['x-resource'].endpoint,
  })),
  ...ENTITIES.filter((e) => e['x-resource'].permissions.update).map((entity) => ({
    name: `${entity.$id} update`,
    entity,
    method: 'PUT' as const,
    creating: false,
    omit: [],
    url: async (t: TestApp) => `${entity['x-resource'].endpoint}/${String((await createRecord(t, entity))[keyOf(entity)])}`,
  })),
  { name: 'member addchild', entity: members, method: 'POST', creating: true, omit: ['parentId'], url: (t) => memberPath(t, 'addchild') },
  {
    name: 'member addpartner',
    entity: partners,
    method: 'POST',
    creating: true,
    omit: ['memberId'],
    url: (t) => memberPath(t, 'addpartner'),
  },
];

const writable = (call: WriteCall) => Object.entries(call.entity.properties).filter(([n, p]) => !p.readOnly && !call.omit.includes(n));

/** A value of the wrong JSON type for the property (an object is no string, number or boolean). */
function wrongValues(prop: EntitySchema['properties'][string]): unknown[] {
  const values: unknown[] = [{ nested: true }, [1, 2]];
  if (baseType(prop) === 'string') values.push(12345);
  else values.push('not a number', 2 ** 40);
  if (prop.enum) values.push('none-of-these');
  if (prop.format === 'dmy-date') values.push('1990-06-15', '31-02-2020', '01-01-0000');
  // A date as remembered is said in the wire's words: a person's words, a backwards span or a day the calendar lacks are not.
  if (prop.format === 'partial-date') values.push('1990-06-15', '31-02-2020', 'about 1990', 'BET 1990 AND 1980', 'ABT 0000');
  if (prop.format === 'email') values.push('not-an-email');
  if (prop.format === 'web-url') values.push('javascript:alert(document.cookie)', 'ftp://example.com/x', 'example.com');
  if (prop['x-reference'] && !prop['x-reference'].by) values.push(999999);
  if (prop['x-reference']?.by) values.push('no such album');
  return values;
}

describeOnDatabases('bad input', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  async function expectRefused(call: WriteCall, request: (url: string, valid: Record<string, unknown>) => InjectOptions): Promise<void> {
    const url = await call.url(t);
    const valid = await sampleInput(t, call.entity, call.omit);
    const repo = t.app.repositories.of(call.entity);
    const before = await repo.count();
    const existing = call.creating ? undefined : await repo.findBy(keyOf(call.entity), decodeURIComponent(url.split('/').pop()!));
    const response = await t.injectAs('ADMIN', { method: call.method, url, ...request(url, valid) });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.json().message).toBeTruthy();
    expect(await repo.count()).toBe(before);
    if (existing) expect(await repo.findBy('id', existing.id)).toEqual(existing);
  }

  describe.each(WRITES)('$name', (call) => {
    test('a wrong type for each property', async () => {
      for (const [name, prop] of writable(call))
        for (const value of wrongValues(prop)) await expectRefused(call, (_u, valid) => ({ payload: { ...valid, [name]: value } }));
    });

    // An update changes only what it is sent, so nothing is required there.
    if (call.creating)
      test('each required property missing', async () => {
        for (const name of (call.entity.required ?? []).filter((n) => !call.omit.includes(n) && !call.entity.properties[n].readOnly))
          await expectRefused(call, (_u, valid) => {
            const { [name]: _dropped, ...rest } = valid;
            return { payload: rest };
          });
      });

    test('an unknown field', async () => {
      await expectRefused(call, (_u, valid) => ({ payload: { ...valid, notAField: 'x' } }));
    });

    test('100 KB in each string property', async () => {
      const big = 'x'.repeat(100 * 1024);
      for (const [name, prop] of writable(call))
        if (baseType(prop) === 'string') await expectRefused(call, (_u, valid) => ({ payload: { ...valid, [name]: big } }));
    });

    test('a NUL character or an unpaired surrogate in each string property', async () => {
      for (const [name, prop] of writable(call))
        if (baseType(prop) === 'string' && !prop.enum && !prop.format)
          for (const bad of ['a\u0000b', 'a\ud800b', '\udc00'])
            await expectRefused(call, (_u, valid) => ({ payload: { ...valid, [name]: bad } }));
    });

    test('malformed JSON', async () => {
      await expectRefused(call, () => ({ payload: '{"name": "half', headers: { 'content-type': 'application/json' } }));
    });

    test('a wrong content type', async () => {
      await expectRefused(call, (_u, valid) => ({ payload: JSON.stringify(valid), headers: { 'content-type': 'text/plain' } }));
    });

    test('a body that is not an object', async () => {
      await expectRefused(call, () => ({ payload: '[1,2,3]', headers: { 'content-type': 'application/json' } }));
    });
  });

  test('the contact form refuses what its rules refuse', async () => {
    const valid = { name: 'Visitor', mailFrom: 'visitor@example.com', mailSubject: 'A question', mailContent: 'Hello' };
    const mails = t.app.repositories.ofResource('mails');
    const before = await mails.count();
    for (const payload of [
      { ...valid, name: 'ab' },
      { ...valid, name: 'x'.repeat(21) },
      { ...valid, mailSubject: 'Hey' },
      { ...valid, mailContent: 'x'.repeat(501) },
      { ...valid, mailFrom: 'nobody' },
      { ...valid, mailTo: 'elsewhere@example.com' },
    ]) {
      const response = await t.injectAs('ANONYMOUS', { method: 'POST', url: '/api/v1/mail/contactus', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields, JSON.stringify(payload)).toHaveLength(1);
    }
    expect(await mails.count()).toBe(before);
  });
});
