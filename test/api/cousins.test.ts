// Cousins who marry: a partner who is a member of the family is one person in two roles. Her husband's
// partner record links to her member record and is named as she is; her own page lists the marriage from
// her side; the drawn tree marks the couple once; a member is never their own partner nor married twice
// to the same member, and the refusals are said in the reader's language.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('cousins who marry', (db) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const add = async (key: string, payload: Record<string, unknown>) => {
      const created = await t.injectAs('MODERATOR', { method: 'POST', url: '/api/v1/members', payload });
      ids[key] = created.json().id;
    };
    await add('grandfather', { name: 'Salim', familyName: 'Haddad', gender: 'male' });
    await add('uncle', { name: 'Yusuf', fatherName: 'Salim', familyName: 'Haddad', gender: 'male', parentId: ids.grandfather });
    await add('father', { name: 'Elias', fatherName: 'Salim', familyName: 'Haddad', gender: 'male', parentId: ids.grandfather });
    await add('husband', { name: 'Jamil', fatherName: 'Elias', familyName: 'Haddad', gender: 'male', parentId: ids.father });
    await add('wife', {
      name: 'Maryam',
      fatherName: 'Yusuf',
      familyName: 'Haddad',
      gender: 'female',
      birthdate: '02-03-1990',
      parentId: ids.uncle,
    });
  });
  afterAll(async () => t?.close());

  const marry = (memberId: number, partnerMemberId: number, language = 'en') =>
    t.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${memberId}/addpartner`,
      payload: { name: 'typed', partnerMemberId, marriageDate: '01-06-2012' },
      headers: { 'accept-language': language },
    });
  const partnersOf = async (memberId: number) =>
    (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${memberId}/getpartners` })).json();

  test('the husband’s partner is his cousin’s member record, named as she is; her page shows him', async () => {
    const added = await marry(ids.husband, ids.wife);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Maryam',
      fatherName: 'Yusuf',
      familyName: 'Haddad',
      gender: 'female',
      partnerMemberId: ids.wife,
    });
    ids.marriage = added.json().id;

    expect(await partnersOf(ids.husband)).toMatchObject([
      { id: ids.marriage, name: 'Maryam', memberId: ids.husband, partnerMemberId: ids.wife },
    ]);
    // One person, two roles: the wife's own partner list holds the marriage, her husband in the partner's place.
    expect(await partnersOf(ids.wife)).toMatchObject([
      {
        id: ids.marriage,
        name: 'Jamil',
        fatherName: 'Elias',
        gender: 'male',
        memberId: ids.wife,
        partnerMemberId: ids.husband,
        marriageDate: '01-06-2012',
      },
    ]);
    const fromHerSide = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${ids.wife}/getonepartner/${ids.marriage}` });
    expect(fromHerSide.json()).toMatchObject({ name: 'Jamil', partnerMemberId: ids.husband });
    // Her record names the marriage as her first, as her husband's does.
    for (const id of [ids.husband, ids.wife])
      expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${id}` })).json().partnerId).toBe(ids.marriage);
    // Nobody else sees the marriage.
    expect(await partnersOf(ids.father)).toEqual([]);
    // The family's figures count two married members, one marriage.
    const stats = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/stats' })).json();
    expect(stats.marriages).toEqual({ married: 2, partners: 1 });
  });

  test('renaming the wife renames her in her husband’s partner record', async () => {
    await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${ids.wife}`, payload: { name: 'Mariam' } });
    const record = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/partners/${ids.marriage}` });
    expect(record.json()).toMatchObject({ name: 'Mariam', fatherName: 'Yusuf', partnerMemberId: ids.wife });
  });

  test('the drawn tree marks the couple once, by their places in it', async () => {
    const tree = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/tree' })).json();
    const at = (id: number) => tree.ids.indexOf(id);
    expect(tree.couples).toEqual([at(ids.husband), at(ids.wife)]);
    expect(tree.ids.filter((id: number) => id === ids.wife)).toHaveLength(1);
  });

  test('the drawn tree tells which child’s mother is a member of it, so a relation is traced through her line too', async () => {
    const child = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: '/api/v1/members',
      payload: { name: 'Karim', fatherName: 'Jamil', familyName: 'Haddad', gender: 'male', parentId: ids.husband, motherId: ids.marriage },
    });
    expect(child.statusCode).toBe(201);
    const tree = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/tree' })).json();
    const at = (id: number) => tree.ids.indexOf(id);
    expect(tree.motherMembers).toEqual([at(child.json().id), at(ids.wife)]);
    await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${child.json().id}` });
  });

  test('a member is not their own partner, in the reader’s language, and nothing is written', async () => {
    const refused = await marry(ids.husband, ids.husband);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'partnerMemberId', rule: 'ownPartner' }]);
    expect(refused.json().message).toBe('A member cannot be their own partner');
    expect((await marry(ids.husband, ids.husband, 'ar')).json().message).toBe('لا يمكن أن يكون الفرد زوج نفسه');
    expect((await marry(ids.husband, ids.husband, 'he')).json().message).toBe('בן משפחה לא יכול להיות בן הזוג של עצמו');
    expect(await partnersOf(ids.husband)).toHaveLength(1);
  });

  test('the same two members are not married twice, from either side', async () => {
    for (const [member, partner] of [
      [ids.husband, ids.wife],
      [ids.wife, ids.husband],
    ]) {
      const refused = await marry(member, partner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: 'These two are already recorded as partners',
        fields: [{ field: 'partnerMemberId', rule: 'marriedTwice' }],
      });
    }
    const edited = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/partners/${ids.marriage}`,
      payload: { name: 'x', memberId: ids.husband, partnerMemberId: ids.wife, divorceDate: null },
      headers: { 'accept-language': 'en' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await partnersOf(ids.wife)).toHaveLength(1);
  });

  test('a deleted wife leaves her husband’s partner record, unlinked; undoing the deletion links it again', async () => {
    const cousin = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${ids.uncle}/addchild`,
      payload: { name: 'Hana', gender: 'female' },
    });
    const second = await marry(ids.husband, cousin.json().id);
    expect(second.statusCode).toBe(201);
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${cousin.json().id}` })).statusCode).toBe(200);
    const kept = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/partners/${second.json().id}` });
    expect(kept.json()).toMatchObject({ name: 'Hana', partnerMemberId: null });
    const changes = (
      await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes?resource=family-members&recordId=${cousin.json().id}` })
    ).json();
    const deletion = changes.changes.find((c: { action: string }) => c.action === 'delete');
    expect((await t.injectAs('ADMIN', { method: 'POST', url: `/api/v1/changes/${deletion.id}/undo` })).statusCode).toBe(200);
    const relinked = await t.injectAs('BISH', { method: 'GET', url: `/api/v1/partners/${second.json().id}` });
    expect(relinked.json()).toMatchObject({ name: 'Hana', partnerMemberId: cousin.json().id });
  });
});
