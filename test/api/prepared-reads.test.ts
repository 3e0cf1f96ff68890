// PostgreSQL's prepared reads (server/db/prepared-read.ts): a read asked again runs as a statement prepared on
// its connection, its rows described once. What it answers must not change from the first run to the later
// ones, and a read that fails must leave its connection fit for the next.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { DATABASES } from './helpers/databases.ts';

describe.skipIf(!DATABASES.includes('postgres'))('prepared reads on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db: 'postgres' });
  });
  afterAll(async () => t?.close());

  /** More runs than the pool has connections, at once, so that every connection prepares and reuses the read. */
  const manyAtOnce = <T>(run: () => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: 30 }, run));

  test('every run of a read answers what its first run did, each column read by its type', async () => {
    const read = (n: number) =>
      sql<{ n: number; doubled: string; even: boolean; day: string; nothing: null; word: string }>`
        select ${n}::int as n, (${n}::bigint * 2)::text as doubled, ${n}::int % 2 = 0 as even,
               date '2026-03-01' + ${n}::int as day, null as nothing, 'ابن ' || ${String(n)} as word`.execute(t.app.db);
    const runs = await manyAtOnce(() => read(7));
    for (const { rows } of runs)
      expect(rows).toEqual([{ n: 7, doubled: '14', even: false, day: '2026-03-08', nothing: null, word: 'ابن 7' }]);
    // Other values through the same statements.
    expect((await read(10)).rows).toEqual([{ n: 10, doubled: '20', even: true, day: '2026-03-11', nothing: null, word: 'ابن 10' }]);
  });

  test('a read that finds nothing answers no rows, however often it is asked', async () => {
    const none = () => sql`select id from members where id = ${-1}`.execute(t.app.db);
    for (const { rows } of await manyAtOnce(none)) expect(rows).toEqual([]);
  });

  test('a prepared read that fails reports its error, and its connection answers the next read', async () => {
    const divide = (by: number) => sql<{ q: number }>`select 12 / ${by}::int as q`.execute(t.app.db);
    for (const { rows } of await manyAtOnce(() => divide(4))) expect(rows).toEqual([{ q: 3 }]);
    const failed = await Promise.allSettled(Array.from({ length: 30 }, () => divide(0)));
    for (const outcome of failed) expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'division by zero' } });
    for (const { rows } of await manyAtOnce(() => divide(6))) expect(rows).toEqual([{ q: 2 }]);
  });

  test('a value that cannot be sent is refused before the read goes out', async () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    const read = (value: unknown) => sql<{ v: string }>`select ${value}::text as v`.execute(t.app.db);
    await manyAtOnce(() => read('ok'));
    await expect(read(loop)).rejects.toThrow(/circular/i);
    expect((await read('after')).rows).toEqual([{ v: 'after' }]);
  });

  test('a member read again and again through the API answers the same record', async () => {
    const made = await t.app.repositories.members.create({
      name: 'سليم',
      gender: 'male',
      phoneNumber: '0509999999',
      identity: '123',
      parentId: null,
    });
    const first = await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/members/${made.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: made.id, name: 'سليم', gender: 'male', generation: 1, outsideLine: 'no' });
    const again = await manyAtOnce(() => t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/members/${made.id}` }));
    for (const response of again) expect(response.json()).toEqual(first.json());
  });
});
