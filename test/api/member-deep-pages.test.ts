// Pages deep in the whole directory start from kept positions (server/entities/kept-positions.ts), on both
// databases: each page holds what the database's own offset reads at its place, by name and by id, both ways; and
// after a member moves in the order, is added or is removed, the next deep page is right again.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { POSITION_EVERY } from '../../server/entities/kept-positions.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const param = (v: unknown) => encodeURIComponent(JSON.stringify(v));
type Sort = [field: 'id' | 'name', order: 'ASC' | 'DESC'];
const SORTS: Sort[] = [
  ['name', 'ASC'],
  ['name', 'DESC'],
  ['id', 'ASC'],
  ['id', 'DESC'],
];

describeOnDatabases('deep member pages', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const { app } = t;
    await seedDemo({ db: app.db, dialect: app.dialect, repositories: app.repositories, storage: app.storage }, { members: 2600, seed: 5 });
  });
  afterAll(async () => t?.close());

  /** The page's ids as the directory answers them. */
  const page = async ([field, order]: Sort, from: number): Promise<number[]> => {
    const url = `/api/v1/members?sort=${param([field, order])}&range=${param([from, from + 24])}`;
    const response = await t.injectAs('BISH', { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Array<{ id: number }>).map((m) => m.id);
  };

  /** The page's ids as the database reads them by the offset alone: the sort, then the id for ties. */
  const byOffset = async ([field, order]: Sort, from: number): Promise<number[]> => {
    const direction = sql.raw(order === 'DESC' ? 'desc' : 'asc');
    const ties = field === 'id' ? sql`` : sql`, id asc`;
    const { rows } = await sql<{ id: number }>`select id from members order by ${sql.ref(field)} ${direction}${ties}
      limit 25 offset ${sql.lit(from)}`.execute(t.app.db);
    return rows.map((r) => Number(r.id));
  };

  /** Offsets past the first kept position: at one, between two, and the last page. */
  const deepOffsets = async (): Promise<number[]> => {
    const count = Number((await sql<{ n: number }>`select count(*) as n from members`.execute(t.app.db)).rows[0].n);
    expect(count).toBeGreaterThan(POSITION_EVERY * 2 + 25);
    return [POSITION_EVERY, POSITION_EVERY * 2 - 10, count - 10];
  };

  const expectDeepPagesRight = async () => {
    for (const sort of SORTS)
      for (const from of await deepOffsets()) {
        const expected = await byOffset(sort, from);
        expect(expected.length).toBeGreaterThan(0);
        expect(await page(sort, from), `${sort.join(' ')} from ${from}`).toEqual(expected);
      }
  };

  test('each deep page holds the records the offset reads there, in every order', async () => {
    await expectDeepPagesRight();
  });

  test('after a member moves from the start of the order to its end, is removed or is added, the deep pages follow', async () => {
    const members = t.app.repositories.members;
    const early = await members.create({ name: 'آدم', fatherName: 'سالم' });
    // Read once, so that the positions are kept before each change.
    await expectDeepPagesRight();
    const [firstByName] = await byOffset(['name', 'ASC'], 0);
    await members.update(firstByName, { name: 'ييي' });
    await expectDeepPagesRight();
    await members.delete(early.id);
    await expectDeepPagesRight();
    await members.create({ name: 'آمنة', fatherName: 'سالم', gender: 'female' });
    await expectDeepPagesRight();
  });
});
