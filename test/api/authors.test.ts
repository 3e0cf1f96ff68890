// Who wrote a record (uploaded a photo, published a notice, added an activity) is named by username for
// moderators and admins, who keep the content; a family member's answers carry no username.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ENTITIES } from '../../common/model/entities.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { createRecord } from './helpers/samples.ts';

const AUTHORED = ENTITIES.flatMap((entity) =>
  Object.entries(entity.properties)
    .filter(([, prop]) => prop['x-username-of'])
    .map(([name, prop]) => ({ entity, name, idProp: prop['x-username-of']! })),
);

test('every entity with an author names it', () => {
  const authored = ENTITIES.filter((e) => Object.values(e.properties).some((p) => p['x-author']));
  expect(AUTHORED.map((a) => a.entity.$id).sort()).toEqual(authored.map((e) => e.$id).sort());
});

describeOnDatabases('authors by name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  test.each(AUTHORED.map((a) => [a.entity['x-resource'].name, a] as const))('%s', async (_resource, { entity, name, idProp }) => {
    const record = await createRecord(t, entity);
    expect(record[idProp]).toBe(t.users.MODERATOR.id);
    const url = `${entity['x-resource'].endpoint}/${record.id}`;
    for (const role of ['MODERATOR', 'ADMIN'] as const) {
      const response = await t.injectAs(role, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()[name], role).toBe(t.users.MODERATOR.username);
    }
    // The family reads these records (the gallery, the news, the calendar), without the username.
    const asFamily = await t.injectAs('BISH', { method: 'GET', url });
    expect(asFamily.statusCode).toBe(200);
    expect(asFamily.json()).not.toHaveProperty(name);
    const list = await t.injectAs('BISH', { method: 'GET', url: entity['x-resource'].endpoint });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(t.users.MODERATOR.username);
  });
});
