// The demo portal: a believable family, gallery, news, activities and one account per role.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { deriveRole } from '../../common/model/roles.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { generateFamily } from '../../server/seed/family.ts';
import { seededRandom } from '../../server/seed/random.ts';
import { namedYear } from '../../common/model/partialDate.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

const ARABIC = /^[\u0600-\u06FF ]+$/;

test('the same seed gives the same family', () => {
  expect(generateFamily(400, seededRandom(5))).toEqual(generateFamily(400, seededRandom(5)));
  expect(generateFamily(400, seededRandom(5))).not.toEqual(generateFamily(400, seededRandom(6)));
});

describeOnDatabases('demo data', (db) => {
  let t: TestApp;
  let members: Array<Record<string, unknown>>;
  beforeAll(async () => {
    // DEMO on: the first start fills the empty database.
    t = await buildTestApp({ db, config: { demo: true } });
    members = (await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/members' })).json();
  });
  afterAll(async () => t?.close());

  test('hundreds of members over at least six generations under one root', async () => {
    expect(members.length).toBeGreaterThanOrEqual(300);
    const roots = members.filter((m) => m.parentId === null);
    expect(roots).toHaveLength(1);
    const byId = new Map(members.map((m) => [m.id, m]));
    const depth = (m: Record<string, unknown>): number => (m.parentId === null ? 1 : 1 + depth(byId.get(m.parentId)!));
    expect(Math.max(...members.map(depth))).toBeGreaterThanOrEqual(6);
    const tree = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members/getrootmember' })).json();
    expect(tree.id).toBe(roots[0].id);
  });

  test('members added after the seed get new ids', async () => {
    const created = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload: { name: 'جديد' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().id).toBeGreaterThan(Math.max(...members.map((m) => m.id as number)));
  });

  test('names are Arabic and follow the family lines; a daughter’s children carry their father’s names', async () => {
    const year = (m: Record<string, unknown>) => namedYear(String(m.birthdate))!;
    for (const m of members) {
      expect(m.name).toMatch(ARABIC);
      if (m.parentId === null) continue;
      const parent = members.find((f) => f.id === m.parentId)!;
      if (parent.gender === 'male') {
        expect(m.fatherName).toBe(parent.name);
        expect(m.familyName).toBe(parent.familyName);
      } else {
        expect(m.motherName).toBe(parent.name);
        expect(m.familyName).not.toBe(parent.familyName);
      }
      expect(year(m)).toBeGreaterThan(year(parent) + 15);
    }
    const oldest = members.filter((m) => year(m) < 1900);
    expect(oldest.length).toBeGreaterThan(0);
    expect(oldest.every((m) => m.isAlive === 'no')).toBe(true);
    expect(members.some((m) => /^05[024578]\d{7}$/.test(String(m.phoneNumber)))).toBe(true);
  });

  test('married members have partners from other families, and children know their mother', async () => {
    const married = members.find((m) => m.isMarried === 'yes' && m.gender === 'male' && members.some((c) => c.parentId === m.id))!;
    const partners = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${String(married.id)}/getpartners` })).json();
    expect(partners.length).toBeGreaterThan(0);
    expect(partners[0].familyName).not.toBe(married.familyName);
    const child = members.find((c) => c.parentId === married.id)!;
    expect(partners.map((p: { id: number }) => p.id)).toContain(child.motherId);
    expect(child.motherName).toMatch(new RegExp(`^${partners[0].name}`));
  });

  test('lives as a family remembers them: deaths with their places, dates as remembered, stories, second wives and a cousin marriage', async () => {
    const root = members.find((m) => m.parentId === null)!;
    expect(root.birthdate).toMatch(/^ABT \d{4}$/);
    expect(root.biography).toBeTruthy();
    const dead = members.filter((m) => m.isAlive === 'no');
    expect(dead.length).toBeGreaterThan(0);
    expect(dead.every((m) => m.deathDate)).toBe(true);
    expect(dead.some((m) => m.deathPlace)).toBe(true);
    const mothers = new Map<unknown, Set<unknown>>();
    for (const m of members) if (m.motherId) mothers.set(m.parentId, (mothers.get(m.parentId) ?? new Set()).add(m.motherId));
    expect([...mothers.values()].some((wives) => wives.size > 1)).toBe(true);
    const partners = (await t.injectAs('MODERATOR', { method: 'GET', url: '/api/v1/partners' })).json() as Array<Record<string, unknown>>;
    const cousinWife = partners.find((p) => p.partnerMemberId)!;
    const herself = members.find((m) => m.id === cousinWife.partnerMemberId)!;
    expect(cousinWife.name).toBe(herself.name);
    expect(herself.familyName).toBe(root.familyName);
  });

  test('gallery, news and upcoming activities', async () => {
    const albums = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/albums' })).json();
    expect(albums.length).toBeGreaterThanOrEqual(1);
    const images = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/albums/${albums[0].id}/images` })).json();
    expect(images.length).toBeGreaterThan(0);
    const picture = await t.injectAs('ANONYMOUS', { method: 'GET', url: images[0].imageLink });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect((await t.injectAs('BISH', { method: 'GET', url: '/api/v1/notifications' })).json().length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const activities = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/activities' })).json();
    const iso = (dmy: string) => dmy.split('-').reverse().join('-');
    expect(activities.some((a: { dateOfActivity: string }) => iso(a.dateOfActivity) > today)).toBe(true);
  });

  test('the demo visitor carries the phone of a family member, so a permission request finds the match', async () => {
    const visitor = (await t.injectAs('ADMIN', { method: 'GET', url: '/api/auth/users/visitor' })).json();
    expect(visitor.phoneNumber).toMatch(/^05\d{8}$/);
    expect(members.filter((m) => m.phoneNumber === visitor.phoneNumber)).toHaveLength(1);
  });

  test.each(DEMO_USERS.map((u) => [u.username, u] as const))('demo account %s signs in with its role', async (_name, demo) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/signin',
      payload: { username: demo.username, password: demo.password },
    });
    expect(response.statusCode).toBe(200);
    expect(deriveRole(response.json().roles)).toBe(deriveRole(demo.roles));
  });
});
