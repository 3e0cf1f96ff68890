// Pages deep into a sorted directory, on both databases: each page holds the records the whole list has at
// its place (ties by name in id order), each with what is computed for it (first partner, grandfather,
// generation), and the pages together are the list.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

interface Listed {
  id: number;
  name: string;
  partnerId: number | null;
  grandfatherName: string | null;
  generation: number | null;
}

const param = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describeOnDatabases('member pages', (db) => {
  let t: TestApp;
  const expected = new Map<number, Omit<Listed, 'id'>>();
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const members = t.app.repositories.members;
    const partners = t.app.repositories.ofResource('family-partners');
    const root = await members.create({ name: 'Omar', fatherName: 'Zaid' });
    expected.set(root.id, { name: 'Omar', partnerId: null, grandfatherName: null, generation: 1 });
    // Names repeat, so that a page boundary falls between records of the same name.
    const names = ['Salim', 'Adam', 'Salim', 'Karim', 'Adam', 'Nour', 'Salim', 'Bilal', 'Adam', 'Karim'];
    const children: number[] = [];
    for (const [i, name] of names.entries()) {
      // The first four are Omar's children, the rest their children: the grandfather is Omar or Zaid.
      const parent = i < 4 ? root.id : children[i % 4];
      const child = await members.create({ name, parentId: parent });
      children.push(child.id);
      let partnerId: number | null = null;
      if (i % 3 === 0) {
        partnerId = (await partners.create({ name: `Partner ${i}`, memberId: child.id })).id;
        await partners.create({ name: `Second partner ${i}`, memberId: child.id });
      }
      expected.set(child.id, { name, partnerId, grandfatherName: i < 4 ? 'Zaid' : 'Omar', generation: i < 4 ? 2 : 3 });
    }
  });
  afterAll(async () => t?.close());

  const list = async (sort: [string, string], range: [number, number], filter: object = {}) => {
    const url = `/api/v1/members?sort=${param(sort)}&range=${param(range)}&filter=${param(filter)}`;
    const response = await t.injectAs('BISH', { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return { records: response.json() as Listed[], contentRange: response.headers['content-range'] };
  };

  const inOrder = (order: 'ASC' | 'DESC', ids = [...expected.keys()]) =>
    ids
      .map((id) => ({ id, ...expected.get(id)! }))
      .sort((a, b) => (a.name === b.name ? a.id - b.id : (a.name < b.name ? -1 : 1) * (order === 'ASC' ? 1 : -1)));

  for (const order of ['ASC', 'DESC'] as const)
    test(`page 3 by name ${order} holds the list's records at its place, each with its computed fields`, async () => {
      const all = inOrder(order);
      const { records, contentRange } = await list(['name', order], [6, 8]);
      expect(contentRange).toBe('family-members 6-8/11');
      expect(
        records.map(({ id, name, partnerId, grandfatherName, generation }) => ({ id, name, partnerId, grandfatherName, generation })),
      ).toEqual(all.slice(6, 9));
    });

  test('the pages of three together are the whole list in order', async () => {
    const paged: Listed[] = [];
    for (let first = 0; first < expected.size; first += 3) paged.push(...(await list(['name', 'DESC'], [first, first + 2])).records);
    expect(paged.map((r) => [r.id, r.partnerId, r.generation])).toEqual(inOrder('DESC').map((r) => [r.id, r.partnerId, r.generation]));
  });

  test('a deep page of a search is the whole search at its place, record for record', async () => {
    for (const [sort, filter] of [
      [['name', 'ASC'], { q: 'salim' }],
      [['id', 'DESC'], { q: 'adam' }],
      [['name', 'DESC'], { generation: 3 }],
    ] as const) {
      const url = `/api/v1/members?sort=${param(sort)}&filter=${param(filter)}`;
      const whole = (await t.injectAs('BISH', { method: 'GET', url })).json() as Listed[];
      expect(whole.length).toBeGreaterThan(2);
      expect((await list([...sort], [1, 2], filter)).records).toEqual(whole.slice(1, 3));
    }
  });

  test("a whole list's total follows every insert and delete, a cascade's and a bulk load's too", async () => {
    const total = async (endpoint: string) => {
      const response = await t.injectAs('BISH', { method: 'GET', url: `${endpoint}?range=${param([0, 0])}` });
      return Number(String(response.headers['content-range']).split('/')[1]);
    };
    const counted = async (table: 'members' | 'partners') =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const members = t.app.repositories.members;
    const partners = t.app.repositories.ofResource('family-partners');
    expect(await total('/api/v1/members')).toBe(await counted('members'));
    expect(await total('/api/v1/partners')).toBe(await counted('partners'));

    const leaf = await members.create({ name: 'Leaf' });
    await partners.create({ name: 'Partner of Leaf', memberId: leaf.id });
    await partners.create({ name: 'Second partner of Leaf', memberId: leaf.id });
    await members.insertMany([{ name: 'Bulk one' }, { name: 'Bulk two' }]);
    expect(await total('/api/v1/members')).toBe(await counted('members'));
    expect(await total('/api/v1/partners')).toBe(await counted('partners'));

    const before = { members: await total('/api/v1/members'), partners: await total('/api/v1/partners') };
    // A member is deleted with its partners.
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${leaf.id}` })).statusCode).toBeLessThan(300);
    expect(await total('/api/v1/members')).toBe(before.members - 1);
    expect(await total('/api/v1/partners')).toBe(before.partners - 2);
    expect(await total('/api/v1/partners')).toBe(await counted('partners'));
  });
});
