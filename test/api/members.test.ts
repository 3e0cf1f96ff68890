// The family tree calls: children, partners, parent, the nested root, and what deleting a member does.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MESSAGES } from '../../common/model/messages.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { describeOnDatabases } from './helpers/databases.ts';

describeOnDatabases('family members', (db) => {
  let t: TestApp;
  let root: { id: number };
  beforeAll(async () => {
    t = await buildTestApp({ db });
    root = (
      await t.injectAs('MODERATOR', {
        method: 'POST',
        url: '/api/v1/members',
        payload: { name: 'جد', familyName: 'العلي', birthdate: '01-01-1900', isAlive: 'no' },
      })
    ).json();
  });
  afterAll(async () => t?.close());

  const addChild = async (parentId: number, name: string) =>
    (
      await t.injectAs('MODERATOR', {
        method: 'POST',
        url: `/api/v1/members/${parentId}/addchild`,
        payload: { name, fatherName: 'جد', gender: 'male' },
      })
    ).json();

  test('addchild links the child to its parent and getchildren/getparent follow the link', async () => {
    const child = await addChild(root.id, 'ابن');
    expect(child).toMatchObject({ parentId: root.id, message: 'Member created Successfully !' });
    const children = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${root.id}/getchildren` })).json();
    expect(children.map((c: { id: number }) => c.id)).toContain(child.id);
    const parent = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${child.id}/getparent` })).json();
    expect(parent.id).toBe(root.id);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${root.id}/getparent` })).statusCode).toBe(404);
  });

  test('getrootmember answers the whole tree nested', async () => {
    const child = await addChild(root.id, 'ابن ثان');
    const grandchild = await addChild(child.id, 'حفيد');
    const tree = (await t.injectAs('BISH', { method: 'GET', url: '/api/v1/members/getrootmember' })).json();
    expect(tree).toMatchObject({ id: root.id, name: 'جد', familyName: 'العلي' });
    const branch = tree.children.find((c: { id: number }) => c.id === child.id);
    expect(branch.children).toEqual([
      { id: grandchild.id, name: 'حفيد', fatherName: 'جد', familyName: null, gender: 'male', children: [] },
    ]);
  });

  test('getrootmember is sent compressed, with brotli to a client that accepts only brotli, and decodes to the same tree', async () => {
    // Enough members for an answer past the compression threshold (1 KB).
    const branch = await addChild(root.id, 'فرع');
    for (let i = 0; i < 12; i++) await addChild(branch.id, `حفيد ${i}`);
    const url = '/api/v1/members/getrootmember';
    const plain = await t.injectAs('BISH', { method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const packed = await t.injectAs('BISH', { method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoders[encoding](packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  test('partners: add, list, get one, and the member shows its partnerId', async () => {
    const member = await addChild(root.id, 'زوج');
    const partner = (
      await t.injectAs('MODERATOR', {
        method: 'POST',
        url: `/api/v1/members/${member.id}/addpartner`,
        payload: { name: 'زوجة', phoneNumber: '0521234567', birthdate: '02-03-1950' },
      })
    ).json();
    expect(partner).toMatchObject({ memberId: member.id, gender: 'female', birthdate: '02-03-1950' });
    const list = (await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${member.id}/getpartners` })).json();
    expect(list).toHaveLength(1);
    expect('phoneNumber' in list[0]).toBe(false);
    expect(
      (await t.injectAs('MODERATOR', { method: 'GET', url: `/api/v1/members/${member.id}/getonepartner/${partner.id}` })).json()
        .phoneNumber,
    ).toBe('0521234567');
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${root.id}/getonepartner/${partner.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${member.id}` })).json().partnerId).toBe(partner.id);
  });

  test('the spec partner update payload changes only what it sends', async () => {
    const member = await addChild(root.id, 'ع');
    const partner = (
      await t.injectAs('MODERATOR', {
        method: 'POST',
        url: '/api/v1/partners',
        payload: { name: 'ف', memberId: member.id, identity: '123' },
      })
    ).json();
    const payload = {
      name: 'فاطمة',
      fatherName: 'محمد',
      gender: 'female',
      motherName: 'مريم',
      familyName: 'الحسن',
      phoneNumber: '0541112223',
      birthdate: '10-10-1960',
    };
    const updated = (await t.injectAs('MODERATOR', { method: 'PUT', url: `/api/v1/partners/${partner.id}`, payload })).json();
    expect(updated).toMatchObject({ ...payload, identity: '123', memberId: member.id });
  });

  test('a member cannot become its own ancestor', async () => {
    const child = await addChild(root.id, 'أ');
    const grandchild = await addChild(child.id, 'ب');
    const response = await t.injectAs('MODERATOR', {
      method: 'PUT',
      url: `/api/v1/members/${child.id}`,
      payload: { parentId: grandchild.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'parentId', rule: 'ownAncestor' }]);
  });

  test('a member with children is not deleted; one without goes with its partners', async () => {
    const parent = await addChild(root.id, 'والد');
    const child = await addChild(parent.id, 'ولد');
    const refused = await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${parent.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.memberHasChildren);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${parent.id}` })).statusCode).toBe(200);
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/members/${child.id}` })).statusCode).toBe(200);
    const partner = (
      await t.injectAs('MODERATOR', { method: 'POST', url: `/api/v1/members/${child.id}/addpartner`, payload: { name: 'ز' } })
    ).json();
    const deleted = await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${child.id}` });
    expect(deleted.json()).toMatchObject({ id: child.id, name: 'ولد' });
    expect((await t.injectAs('BISH', { method: 'GET', url: `/api/v1/partners/${partner.id}` })).statusCode).toBe(404);
    expect((await t.injectAs('MODERATOR', { method: 'DELETE', url: `/api/v1/members/${parent.id}` })).statusCode).toBe(200);
  });

  test('the database refusing a delete (a child added meanwhile) is a 409, not a 500', async () => {
    const parent = await addChild(root.id, 'س');
    await addChild(parent.id, 'ص');
    // Past the route's check: straight to the repository, as a request racing with addchild would.
    await expect(t.app.repositories.members.delete(parent.id)).rejects.toMatchObject({ statusCode: 409 });
  });
});
