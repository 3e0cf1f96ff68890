// A child's mother is one of the father's partners, chosen rather than retyped: the server refuses any other
// (changing nothing), fills the typed motherName from her for the clients that read only that, clears the link
// when her record is deleted (the undo of that deletion sets it again) and when the child moves to a father
// she is not married to; the drawn tree carries each child's mother.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('a child’s mother', (db) => {
  let t: TestApp;
  let father: { id: number };
  let uncle: { id: number };
  let first: { id: number };
  let second: { id: number };
  let unclesWife: { id: number };
  beforeAll(async () => {
    t = await buildTestApp({ db });
    const grandfather = await post('/api/v1/members', { name: 'سالم', gender: 'male' });
    father = await post(`/api/v1/members/${grandfather.id}/addchild`, { name: 'أحمد', gender: 'male' });
    uncle = await post(`/api/v1/members/${grandfather.id}/addchild`, { name: 'محمود', gender: 'male' });
    // Added in the other order than married: the second marriage is written first.
    second = await post(`/api/v1/members/${father.id}/addpartner`, { name: 'هند', familyName: 'الحسن', marriageDate: '01-01-1990' });
    first = await post(`/api/v1/members/${father.id}/addpartner`, { name: 'سلمى', familyName: 'العلي', marriageDate: '01-01-1980' });
    unclesWife = await post(`/api/v1/members/${uncle.id}/addpartner`, { name: 'ليلى' });
  });
  afterAll(async () => t?.close());

  async function post(url: string, payload: Record<string, unknown>) {
    const response = await t.injectAs('MODERATOR', { method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number } & Record<string, unknown>;
  }
  const addChild = (name: string, more: Record<string, unknown> = {}) =>
    post(`/api/v1/members/${father.id}/addchild`, { name, gender: 'male', ...more });
  const get = async (id: number) => (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${id}` })).json();
  const edit = (id: number, payload: Record<string, unknown>, language = 'en') =>
    t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/members/${id}`, payload, headers: { 'accept-language': language } });

  test('a mother chosen among the father’s partners is kept, and fills motherName for the clients that read it', async () => {
    const child = await addChild('يوسف', { motherId: first.id, motherName: 'ما كُتب' });
    expect(child).toMatchObject({ parentId: father.id, motherId: first.id, motherName: 'سلمى العلي' });
    expect(await get(child.id)).toMatchObject({ motherId: first.id, motherName: 'سلمى العلي' });
  });

  test('an old record with only a typed mother name keeps it', async () => {
    const child = await addChild('عمر', { motherName: 'زينب' });
    expect(await get(child.id)).toMatchObject({ motherId: null, motherName: 'زينب' });
  });

  test('a mother who is not a partner of the father is refused in the reader’s language, and nothing changes', async () => {
    const child = await addChild('خالد', { motherId: second.id });
    const refused = await edit(child.id, { motherId: unclesWife.id, name: 'خالد الثاني' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "Mother: The mother must be one of the father's wives",
      fields: [{ field: 'motherId', rule: 'notFathersPartner' }],
    });
    expect((await edit(child.id, { motherId: unclesWife.id }, 'ar')).json().message).toBe('الأم: يجب أن تكون الأم إحدى زوجات الأب');
    expect(await get(child.id)).toMatchObject({ name: 'خالد', motherId: second.id, motherName: 'هند الحسن' });
    const created = await t.injectAs('MODERATOR', {
      method: 'POST',
      url: `/api/v1/members/${father.id}/addchild`,
      payload: { name: 'طارق', motherId: unclesWife.id },
    });
    expect(created.statusCode).toBe(400);
    const children = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${father.id}/getchildren` })).json();
    expect(children.map((c: { name: string }) => c.name)).not.toContain('طارق');
  });

  test('the father’s children say each one’s mother, and his partners come in the order of the marriages', async () => {
    const children = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${father.id}/getchildren` })).json();
    expect(children.map((c: { name: string; motherId: number | null }) => [c.name, c.motherId])).toEqual([
      ['يوسف', first.id],
      ['عمر', null],
      ['خالد', second.id],
    ]);
    const partners = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${father.id}/getpartners` })).json();
    expect(partners.map((p: { id: number }) => p.id)).toEqual([first.id, second.id]);
    const tree = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/tree' })).json();
    const motherOf = (id: number) => tree.mothers[tree.ids.indexOf(id)];
    expect(children.map((c: { id: number }) => motherOf(c.id))).toEqual([first.id, 0, second.id]);
  });

  test('a child moved to a father the mother is not married to loses the link, not the typed name', async () => {
    const child = await addChild('سعيد', { motherId: first.id });
    // The back office sends the whole record back: the kept mother is the old father's wife.
    const moved = await edit(child.id, { parentId: uncle.id, motherId: first.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ parentId: uncle.id, motherId: null, motherName: 'سلمى العلي' });
    const chosen = await edit(child.id, { parentId: father.id, motherId: unclesWife.id });
    expect(chosen.json().fields).toEqual([{ field: 'motherId', rule: 'notFathersPartner' }]);
    expect(await get(child.id)).toMatchObject({ parentId: uncle.id, motherId: null });
  });

  test('deleting a wife leaves her children without the link; undoing it links them again', async () => {
    const wife = await post(`/api/v1/members/${father.id}/addpartner`, { name: 'مريم' });
    const child = await addChild('زيد', { motherId: wife.id });
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/partners/${wife.id}` })).statusCode).toBe(200);
    expect(await get(child.id)).toMatchObject({ name: 'زيد', motherId: null, motherName: 'مريم' });
    const changes = (
      await t.injectAs('ADMIN', { method: 'GET', url: `/api/v1/changes?resource=family-partners&recordId=${wife.id}` })
    ).json();
    const deletion = changes.changes.find((c: { action: string }) => c.action === 'delete');
    const undone = await t.injectAs('ADMIN', { method: 'POST', url: `/api/v1/changes/${deletion.id}/undo` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await get(child.id)).toMatchObject({ motherId: wife.id });
  });

  test('a wife renamed is renamed in her children’s motherName, and so is a wife who is a member of the family', async () => {
    const wife = await post(`/api/v1/members/${father.id}/addpartner`, { name: 'سعاد', familyName: 'الخطيب' });
    const child = await addChild('فادي', { motherId: wife.id });
    const renamed = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/partners/${wife.id}`,
      payload: { name: 'سعاد', familyName: 'النجار' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await get(child.id)).toMatchObject({ motherId: wife.id, motherName: 'سعاد النجار' });

    // His cousin: her member record is the one renamed, and her partner record and her children follow.
    const cousin = await post(`/api/v1/members/${uncle.id}/addchild`, { name: 'نور', gender: 'female' });
    const marriage = await post(`/api/v1/members/${father.id}/addpartner`, { name: 'نور', partnerMemberId: cousin.id });
    const cousinsChild = await addChild('رامي', { motherId: marriage.id });
    expect((await edit(cousin.id, { name: 'نورا' })).statusCode).toBe(200);
    expect(await get(cousinsChild.id)).toMatchObject({ motherId: marriage.id, motherName: expect.stringMatching(/^نورا/) });
  });
});
