// Every call × every role, expected statuses read from x-resource.permissions: 401 signed out,
// 403 below the lowest role, success at or above it; private fields only for MODERATOR and ADMIN.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENTITIES, keyOf, privateFields } from '../../src/model/entities.ts';
import { atLeast, ROLES, seesPrivate, type Role } from '../../src/model/roles.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { CALLS, OTHER_CALLS, type ApiCall } from './helpers/calls.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { createRecord } from './helpers/samples.ts';

function expected(call: ApiCall, role: Role): number {
  if (call.role === null) return 404;
  if (atLeast(role, call.role)) return call.ok;
  return role === 'ANONYMOUS' ? 401 : 403;
}

describeOnDatabases('role matrix', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  const rows = [
    ...CALLS.flatMap(({ entity, calls }) => calls.map((call) => ({ label: `${entity.$id} ${call.name}`, call }))),
    ...OTHER_CALLS.map((call) => ({ label: call.name, call })),
  ];

  describe.each(rows)('$label', ({ call }) => {
    test.each([...ROLES])('as %s', async (role) => {
      const response = await t.injectAs(role, await call.request(t));
      expect(response.statusCode, response.body).toBe(expected(call, role));
      if (response.statusCode >= 400) expect(response.json().message).toBeTruthy();
    });
  });

  describe.each(ENTITIES.filter((e) => privateFields(e).length > 0 && e['x-resource'].permissions.read))(
    'private fields of $$id',
    (entity) => {
      const { endpoint, permissions } = entity['x-resource'];
      const readers = ROLES.filter((r) => atLeast(r, permissions.read!));
      test.each(readers)('as %s', async (role) => {
        const record = await createRecord(t, entity);
        for (const field of privateFields(entity)) expect(record[field], field).not.toBeNull();
        const one = (await t.injectAs(role, { method: 'GET', url: `${endpoint}/${String(record[keyOf(entity)])}` })).json();
        const listed = (
          await t.injectAs(role, { method: 'GET', url: `${endpoint}?filter=${encodeURIComponent(JSON.stringify({ id: record.id }))}` })
        ).json();
        for (const received of [one, listed[0]])
          for (const field of privateFields(entity)) expect(field in received, `${field} for ${role}`).toBe(seesPrivate(role));
      });
    },
  );
});
