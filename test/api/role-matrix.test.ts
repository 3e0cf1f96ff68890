// Every call × every role, expected statuses read from spec section 6 as test/support/access-table.ts
// writes it, not from the x-resource.permissions the server enforces: 401 signed out, 403 below the
// lowest role, success at or above it; private fields only for the roles of their row.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENTITIES, keyOf, privateFields, type EntitySchema } from '../../common/model/entities.ts';
import { atLeast, ROLES, type Role } from '../../common/model/roles.ts';
import { lowestRoleFor, rolesAllowed, rolesAllowedFor } from '../support/access-table.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { CALLS, OTHER_CALLS, type ApiCall } from './helpers/calls.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { createRecord } from './helpers/samples.ts';

function expected(call: ApiCall, role: Role): number {
  const lowest = lowestRoleFor(call.access);
  if (lowest === null) return 404;
  if (atLeast(role, lowest)) return call.ok;
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

  const readers = (entity: EntitySchema) => rolesAllowedFor({ resource: entity['x-resource'].name, action: 'read' });
  const seesPrivate = (role: Role) => rolesAllowed('staffFields').includes(role);

  describe.each(ENTITIES.filter((e) => privateFields(e).length > 0 && readers(e).length > 0))('private fields of $$id', (entity) => {
    const { endpoint } = entity['x-resource'];
    test.each(readers(entity))('as %s', async (role) => {
      const record = await createRecord(t, entity);
      for (const field of privateFields(entity)) expect(record[field], field).not.toBeNull();
      const one = (await t.injectAs(role, { method: 'GET', url: `${endpoint}/${String(record[keyOf(entity)])}` })).json();
      const listed = (
        await t.injectAs(role, { method: 'GET', url: `${endpoint}?filter=${encodeURIComponent(JSON.stringify({ id: record.id }))}` })
      ).json();
      for (const received of [one, listed[0]])
        for (const field of privateFields(entity)) expect(field in received, `${field} for ${role}`).toBe(seesPrivate(role));
    });
  });
});
