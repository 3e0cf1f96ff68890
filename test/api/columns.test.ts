// Every stored property of every entity has its column in the migrated database: a property added to
// the schema without a migration fails here.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ENTITIES } from '../../common/model/entities.ts';
import { createCodec } from '../../server/db/codec.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('migrated columns', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
  });
  afterAll(async () => t?.close());

  test.each(ENTITIES.map((e) => [e.$id, e] as const))('%s', async (_id, entity) => {
    const tables = await t.app.db.introspection.getTables();
    const codec = createCodec(entity, t.app.dialect);
    const table = tables.find((tb) => tb.name === codec.table);
    expect(table, `table ${codec.table}`).toBeDefined();
    const columns = new Set(table!.columns.map((c) => c.name));
    const missing = codec.fields.filter((f) => !columns.has(f.column)).map((f) => `${f.prop} → ${f.column}`);
    expect(missing).toEqual([]);
  });
});
